import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteTable } from './site-table.tsx';
import { saveBundle } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, bundleSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CheckField } from '../../components/forms/check-field.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { asNumber } from './list-field.ts';
import { useSiteChange } from './sites-api.ts';

type Bundle = SiteDetail['bundles'][number];
const NEW_BUNDLE = { currency: 'EUR', credits: 25, price_cents: 995, popular: false, position: 0, active: true };

/** The credit bundles a site sells: the list (disable or enable one), and a form to add one or edit the chosen one. */
export function SiteBundles({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const save = useSiteChange(saveBundle);
  const toggle = useSiteChange(saveBundle);
  const [editing, setEditing] = useState<Bundle | undefined>();
  const price = (bundle: Bundle) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: bundle.currency }).format(
      bundle.price_cents / 100,
    );
  return (
    <>
      <ErrorAlert message={toggle.error ? apiErrorText(toggle.error, t) : undefined} />
      <SiteTable
        testId="bundles-table"
        empty={site.bundles.length === 0 ? t('console.sites.bundles.empty') : undefined}
        headings={[
          t('console.sites.bundles.credits'),
          t('console.sites.bundles.price_cents'),
          t('console.sites.bundles.position'),
          t('console.sites.bundles.state'),
        ]}
      >
        {site.bundles.map((bundle) => (
          <tr key={bundle.id}>
            <td>
              {bundle.credits}
              {bundle.popular && (
                <span className="ms-2 badge text-bg-warning">{t('console.sites.bundles.popular')}</span>
              )}
            </td>
            <td>{price(bundle)}</td>
            <td>{bundle.position}</td>
            <td>{bundle.active ? t('console.sites.bundles.on_sale') : t('console.sites.bundles.off_sale')}</td>
            <td className="text-end text-nowrap">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary me-2"
                onClick={() => setEditing(bundle)}
              >
                {t('console.sites.bundles.edit')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => toggle.mutate({ ...bundle, site_id: site.id, active: !bundle.active })}
              >
                {bundle.active ? t('console.sites.bundles.disable') : t('console.sites.bundles.enable')}
              </button>
            </td>
          </tr>
        ))}
      </SiteTable>
      <Form
        key={editing?.id ?? 'new'}
        schema={bundleSaveBody}
        defaultValues={{ site_id: site.id, ...(editing ?? NEW_BUNDLE) }}
        onSubmit={async (values, form) => {
          await save.mutateAsync(values);
          setEditing(undefined);
          form.reset();
        }}
        className="card"
        testId="bundle-form"
      >
        {({ field, register }) => (
          <div className="card-body">
            <h3 className="h6">
              {editing ? t('console.sites.bundles.edit_title') : t('console.sites.bundles.add_title')}
            </h3>
            <div className="row">
              <TextField className="col-md-3 mb-3" label={t('console.sites.bundles.currency')} {...field('currency')} />
              {(['credits', 'price_cents', 'position'] as const).map((name) => (
                <TextField
                  key={name}
                  className="col-md-3 mb-3"
                  type="number"
                  label={t(`console.sites.bundles.${name}`)}
                  {...field(name, asNumber)}
                />
              ))}
            </div>
            <CheckField label={t('console.sites.bundles.popular')} {...register('popular')} />
            <CheckField label={t('console.sites.bundles.active')} {...register('active')} />
            <FormActions>
              <button type="submit" className="btn btn-primary me-2" disabled={save.isPending}>
                {t('console.sites.save')}
              </button>
              {editing && (
                <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(undefined)}>
                  {t('console.sites.bundles.cancel')}
                </button>
              )}
            </FormActions>
          </div>
        )}
      </Form>
    </>
  );
}
