import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteTable } from './site-table.tsx';
import { savePartnerOffer } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, partnerOfferSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CheckField } from '../../components/forms/check-field.tsx';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { asNumber, orNull } from './list-field.ts';
import { useSiteChange } from './sites-api.ts';

type Offer = SiteDetail['partner_offers'][number];
const KINDS = ['cam', 'resell'] as const;
const NEW_OFFER = { kind: 'cam' as const, title: '', url: '', image_url: null, sort: 0, active: true };

/**
 * A site's partner offers (SPEC §2's cam and resell cards, shown among its members where member_resell is on): the
 * list (deactivate or activate one), and a form to add one or edit the chosen one.
 */
export function SitePartnerOffers({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const save = useSiteChange(savePartnerOffer);
  const toggle = useSiteChange(savePartnerOffer);
  const [editing, setEditing] = useState<Offer | undefined>();
  const text = (key: string) => t(`console.sites.partner_offers.${key}`);
  return (
    <>
      {!site.settings.member_resell && (
        <div className="alert alert-info" data-testid="partner-offers-resell-off">
          {text('resell_off')}
        </div>
      )}
      <ErrorAlert message={toggle.error ? apiErrorText(toggle.error, t) : undefined} />
      <SiteTable
        testId="partner-offers-table"
        empty={site.partner_offers.length === 0 ? text('empty') : undefined}
        headings={[text('title'), text('kind'), text('url'), text('sort'), text('state')]}
      >
        {site.partner_offers.map((offer) => (
          <tr key={offer.id}>
            <td>{offer.title}</td>
            <td>{text(`kinds.${offer.kind}`)}</td>
            <td className="text-break small">{offer.url}</td>
            <td>{offer.sort}</td>
            <td>{offer.active ? text('shown') : text('hidden')}</td>
            <td className="text-end text-nowrap">
              <button type="button" className="btn btn-sm btn-outline-secondary me-2" onClick={() => setEditing(offer)}>
                {text('edit')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => toggle.mutate({ ...offer, site_id: site.id, active: !offer.active })}
              >
                {offer.active ? text('deactivate') : text('activate')}
              </button>
            </td>
          </tr>
        ))}
      </SiteTable>
      <Form
        key={editing?.id ?? 'new'}
        schema={partnerOfferSaveBody}
        defaultValues={{ site_id: site.id, ...(editing ?? NEW_OFFER) }}
        onSubmit={async (values, form) => {
          await save.mutateAsync(values);
          setEditing(undefined);
          form.reset();
        }}
        className="card"
        testId="partner-offer-form"
      >
        {({ field, register }) => (
          <div className="card-body">
            <h3 className="h6">{editing ? text('edit_title') : text('add_title')}</h3>
            <div className="row">
              <CodeSelect
                className="col-md-3 mb-3"
                label={text('kind')}
                options={KINDS.map((code) => ({ code, name: text(`kinds.${code}`) }))}
                {...field('kind')}
              />
              <TextField className="col-md-6 mb-3" label={text('title')} {...field('title')} />
              <TextField className="col-md-3 mb-3" type="number" label={text('sort')} {...field('sort', asNumber)} />
              <TextField className="col-md-6 mb-3" type="url" label={text('url')} {...field('url')} />
              <TextField
                className="col-md-6 mb-3"
                type="url"
                label={text('image_url')}
                hint={text('image_url_help')}
                {...field('image_url', orNull)}
              />
            </div>
            <CheckField label={text('active')} {...register('active')} />
            <FormActions>
              <button type="submit" className="btn btn-primary me-2" disabled={save.isPending}>
                {t('console.sites.save')}
              </button>
              {editing && (
                <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(undefined)}>
                  {text('cancel')}
                </button>
              )}
            </FormActions>
          </div>
        )}
      </Form>
    </>
  );
}
