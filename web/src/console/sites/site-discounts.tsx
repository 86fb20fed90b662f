import { useTranslation } from 'react-i18next';
import { SiteTable } from './site-table.tsx';
import { createDiscount, expireDiscount } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, discountCreateBody } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { asNumber, asOptionalNumber, commaList, orNull } from './list-field.ts';
import { useSiteChange } from './sites-api.ts';

const VALIDITIES = ['once_per_user', 'once', 'unlimited'] as const;
/** An empty box is null; anything else as typed. */
/** A datetime-local box as an ISO time with offset, or null when empty. */
const asInstant = { setValueAs: (value: unknown) => (value ? new Date(String(value)).toISOString() : null) };

/** A site's own discount codes: the list (expire one now), and a form for a new one. */
export function SiteDiscounts({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const create = useSiteChange(createDiscount);
  const expire = useSiteChange(expireDiscount);
  return (
    <>
      <ErrorAlert message={expire.error ? apiErrorText(expire.error, t) : undefined} />
      <SiteTable
        testId="discounts-table"
        empty={site.discount_codes.length === 0 ? t('console.sites.discounts.empty') : undefined}
        headings={[
          t('console.sites.discounts.code'),
          t('console.sites.discounts.value_percentage'),
          t('console.sites.discounts.validity'),
          t('console.sites.discounts.expires'),
          t('console.sites.discounts.state'),
        ]}
      >
        {site.discount_codes.map((code) => (
          <tr key={code.id}>
            <td>
              <code>{code.code}</code>
              {(code.country || code.currency) && (
                <div className="small text-body-secondary">
                  {[code.country, code.currency].filter(Boolean).join(' · ')}
                </div>
              )}
            </td>
            <td>{code.value_percentage}%</td>
            <td>{t(`console.sites.discounts.validities.${code.validity}`)}</td>
            <td>
              {code.expires
                ? formatDate(i18n.language, code.expires, { dateStyle: 'medium', timeStyle: 'short' })
                : t('console.sites.discounts.never')}
            </td>
            <td>{t(`console.sites.discounts.${code.status}`)}</td>
            <td className="text-end">
              {code.status === 'active' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => expire.mutate({ site_id: site.id, id: code.id })}
                >
                  {t('console.sites.discounts.expire')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </SiteTable>
      <Form
        schema={discountCreateBody}
        defaultValues={{
          site_id: site.id,
          code: '',
          value_percentage: 10,
          country: null,
          currency: null,
          minimum_order_value: null,
          expires: null,
          validity: 'once_per_user',
          payment_methods: [],
        }}
        onSubmit={async (values, form) => {
          await create.mutateAsync(values);
          form.reset();
        }}
        className="card"
        testId="discount-form"
      >
        {({ field }) => (
          <div className="card-body">
            <h3 className="h6">{t('console.sites.discounts.create_title')}</h3>
            <div className="row">
              <TextField className="col-md-4 mb-3" label={t('console.sites.discounts.code')} {...field('code')} />
              <TextField
                className="col-md-4 mb-3"
                type="number"
                label={t('console.sites.discounts.value_percentage')}
                {...field('value_percentage', asNumber)}
              />
              <CodeSelect
                className="col-md-4 mb-3"
                label={t('console.sites.discounts.validity')}
                options={VALIDITIES.map((code) => ({ code, name: t(`console.sites.discounts.validities.${code}`) }))}
                {...field('validity')}
              />
              <TextField
                className="col-md-4 mb-3"
                label={t('console.sites.discounts.country')}
                {...field('country', orNull)}
              />
              <TextField
                className="col-md-4 mb-3"
                label={t('console.sites.discounts.currency')}
                {...field('currency', orNull)}
              />
              <TextField
                className="col-md-4 mb-3"
                type="number"
                step="0.01"
                label={t('console.sites.discounts.minimum_order_value')}
                {...field('minimum_order_value', asOptionalNumber)}
              />
              <TextField
                className="col-md-6 mb-3"
                type="datetime-local"
                label={t('console.sites.discounts.expires')}
                hint={t('console.sites.discounts.expires_help')}
                {...field('expires', asInstant)}
              />
              <TextField
                className="col-md-6 mb-3"
                label={t('console.sites.discounts.payment_methods')}
                {...field('payment_methods', commaList)}
              />
            </div>
            <FormActions>
              <button type="submit" className="btn btn-primary" disabled={create.isPending}>
                {t('console.sites.discounts.create')}
              </button>
            </FormActions>
          </div>
        )}
      </Form>
    </>
  );
}
