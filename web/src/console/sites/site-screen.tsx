import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SiteDetail } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { SiteBundles } from './site-bundles.tsx';
import { SiteCompanyForm } from './site-company-form.tsx';
import { SiteDiscounts } from './site-discounts.tsx';
import { SiteDomains } from './site-domains.tsx';
import { SiteGifts } from './site-gifts.tsx';
import { SitePartnerOffers } from './site-partner-offers.tsx';
import { SiteSettingsForm } from './site-settings-form.tsx';
import { useSite } from './sites-api.ts';

/** The parts of a site's page, one tab each. */
const SECTIONS: [key: string, Section: ComponentType<{ site: SiteDetail }>][] = [
  ['settings', SiteSettingsForm],
  ['domains', SiteDomains],
  ['company', SiteCompanyForm],
  ['bundles', SiteBundles],
  ['partner_offers', SitePartnerOffers],
  ['gifts', SiteGifts],
  ['discounts', SiteDiscounts],
];

/** One site (admins): its settings, hosts, company, bundles, partner offers, gifts and discount codes, a tab each. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const site = useSite(id);
  const [open, setOpen] = useState('settings');
  if (site.isPending) return <PageLoading />;
  if (!site.data) return <ErrorAlert message={apiErrorText(site.error, t)} />;
  const [, Section] = SECTIONS.find(([key]) => key === open)!;
  return (
    <>
      <Link to="/admin/sites" className="small">
        {t('console.sites.back')}
      </Link>
      <h1 className="h3 mb-3">
        {site.data.settings.name} <small className="text-body-secondary fs-6">{site.data.domain}</small>
      </h1>
      <div className="nav nav-tabs mb-3" role="tablist">
        {SECTIONS.map(([key]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={key === open}
            aria-controls={`panel-${key}`}
            className={key === open ? 'nav-link active' : 'nav-link'}
            onClick={() => setOpen(key)}
          >
            {t(`console.sites.sections.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${open}`} aria-labelledby={`tab-${open}`}>
        <Section key={open} site={site.data} />
      </div>
    </>
  );
}
