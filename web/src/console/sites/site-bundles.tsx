import { useTranslation } from 'react-i18next';
import { EditableSiteList } from './editable-site-list.tsx';
import { saveBundle } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, bundleSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { CheckField } from '../../components/forms/check-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { asNumber } from './list-field.ts';

type Bundle = SiteDetail['bundles'][number];
const NEW_BUNDLE = { currency: 'EUR', credits: 25, price_cents: 995, popular: false, position: 0, active: true };

/** The credit bundles a site sells: the list (disable or enable one), and a form to add one or edit the chosen one. */
export function SiteBundles({ site }: { site: SiteDetail }) {
  const { t, i18n } = useTranslation();
  const price = (bundle: Bundle) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: bundle.currency }).format(
      bundle.price_cents / 100,
    );
  return (
    <EditableSiteList
      site={site}
      endpoint={saveBundle}
      schema={bundleSaveBody}
      items={site.bundles}
      blank={NEW_BUNDLE}
      texts="console.sites.bundles"
      switchText={(active) => (active ? t('console.sites.bundles.disable') : t('console.sites.bundles.enable'))}
      testIds={{ table: 'bundles-table', form: 'bundle-form' }}
      headings={[
        t('console.sites.bundles.credits'),
        t('console.sites.bundles.price_cents'),
        t('console.sites.bundles.position'),
        t('console.sites.bundles.state'),
      ]}
      cells={(bundle) => (
        <>
          <td>
            {bundle.credits}
            {bundle.popular && <span className="ms-2 badge text-bg-warning">{t('console.sites.bundles.popular')}</span>}
          </td>
          <td>{price(bundle)}</td>
          <td>{bundle.position}</td>
          <td>{bundle.active ? t('console.sites.bundles.on_sale') : t('console.sites.bundles.off_sale')}</td>
        </>
      )}
      fields={({ field, register }) => (
        <>
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
        </>
      )}
    />
  );
}
