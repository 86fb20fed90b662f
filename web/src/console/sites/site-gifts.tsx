import { useTranslation } from 'react-i18next';
import { SiteTable } from './site-table.tsx';
import { GIFT_KEYS } from '../../../../shared/contracts/chats.ts';
import { removeGift, saveGift } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, giftSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { asNumber, asOptionalNumber } from './list-field.ts';
import { useSiteChange } from './sites-api.ts';

/** The gifts a site offers (price and order), one stopped or offered (again) at a time. */
export function SiteGifts({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const save = useSiteChange(saveGift);
  const remove = useSiteChange(removeGift);
  const giftName = (key: string) => t(`gifts.${key}`);
  return (
    <>
      <ErrorAlert message={remove.error ? apiErrorText(remove.error, t) : undefined} />
      <SiteTable
        testId="gifts-table"
        empty={site.gifts.length === 0 ? t('console.sites.gifts.empty') : undefined}
        headings={[t('console.sites.gifts.gift'), t('console.sites.gifts.credits'), t('console.sites.gifts.position')]}
      >
        {site.gifts.map((gift) => (
          <tr key={gift.key}>
            <td>{giftName(gift.key)}</td>
            <td>{gift.credits ?? t('console.sites.gifts.default_price', { count: site.settings.gift_credits })}</td>
            <td>{gift.position}</td>
            <td className="text-end">
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => remove.mutate({ site_id: site.id, key: gift.key })}
              >
                {t('console.sites.gifts.remove')}
              </button>
            </td>
          </tr>
        ))}
      </SiteTable>
      <Form
        schema={giftSaveBody}
        defaultValues={{ site_id: site.id, key: GIFT_KEYS[0], credits: null, position: site.gifts.length }}
        onSubmit={(values) => save.mutateAsync(values)}
        className="card"
        testId="gift-form"
      >
        {({ field }) => (
          <div className="card-body">
            <h3 className="h6">{t('console.sites.gifts.save_title')}</h3>
            <div className="row">
              <CodeSelect
                className="col-md-4 mb-3"
                label={t('console.sites.gifts.gift')}
                options={GIFT_KEYS.map((key) => ({ code: key, name: giftName(key) }))}
                {...field('key')}
              />
              <TextField
                className="col-md-4 mb-3"
                type="number"
                label={t('console.sites.gifts.credits')}
                hint={t('console.sites.gifts.credits_help')}
                {...field('credits', asOptionalNumber)}
              />
              <TextField
                className="col-md-4 mb-3"
                type="number"
                label={t('console.sites.gifts.position')}
                {...field('position', asNumber)}
              />
            </div>
            <FormActions>
              <button type="submit" className="btn btn-primary" disabled={save.isPending}>
                {t('console.sites.save')}
              </button>
            </FormActions>
          </div>
        )}
      </Form>
    </>
  );
}
