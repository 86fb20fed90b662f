import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type Params, useParams } from 'react-router';
import { INFO_PAGE_TOKENS } from '../../../../shared/info-page-tokens.ts';
import type { CompanyInfo, Settings } from '../../../../shared/contracts/sites.ts';
import type { Language } from '../../../../shared/languages.ts';
import { INFO_PAGE_SLUGS, type InfoPageSlug, infoPageKey } from '../../../../shared/page-routes.ts';
import { cleanPhone } from '../../../../shared/phone.ts';
import { useCompanyInfo } from '../../features/site/api/company-info.ts';
import { useFictionalPlural } from '../../features/site/hooks/use-fictional-plural.ts';
import { formatDate } from '../../lib/format-date.ts';
import { loadPageTexts } from '../../lib/i18n.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { useScreenTitle } from '../document-title.ts';

interface PageText {
  title: string;
  intro: string;
  sections: Record<string, { heading: string; body: string[] }>;
}

/** The info page of `/pages/{page}`, or of an info page's alias `/{token}` (shared/info-page-tokens.ts). */
const infoPageOf = (params: Params): InfoPageSlug | undefined =>
  INFO_PAGE_SLUGS.includes(params.page as InfoPageSlug)
    ? (params.page as InfoPageSlug)
    : Object.hasOwn(INFO_PAGE_TOKENS, params.token ?? '')
      ? INFO_PAGE_TOKENS[params.token!]
      : undefined;

export function loader({ params }: LoaderFunctionArgs) {
  if (!infoPageOf(params)) throw data(null, { status: 404 });
  return null;
}

/** A name that ends a sentence itself ("Demo Media B.V.") takes no second full stop. */
const withoutDoubleStop = (text: string) => text.replace(/(?<!\.)\.\.(?!\.)/g, '.');

function placeholders(settings: Settings, company: CompanyInfo, language: Language, fictionalPlural: string) {
  return {
    site_name: settings.name,
    domain: settings.domain,
    company_name: company.name,
    company_address: company.address,
    company_city: company.city,
    company_country: new Intl.DisplayNames([language], { type: 'region' }).of(company.country) ?? company.country,
    kvk: company.kvk,
    vat_numbers: company.vat_numbers.join(', '),
    support_email: settings.support_email,
    support_phone: settings.support_phone,
    refund_days: settings.refund_days,
    terms_date: formatDate(language, company.terms_date, { dateStyle: 'long' }),
    fictional_plural: fictionalPlural,
  };
}

/** Terms, privacy, cookies, access ban, return policy, FAQ and service, filled with the site's company info. */
export function Component() {
  const slug = infoPageOf(useParams())!;
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language as Language;
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: company } = useCompanyInfo();
  const fictionalPlural = useFictionalPlural();
  const [loadedLanguage, setLoadedLanguage] = useState<string>();
  useEffect(() => {
    void loadPageTexts(language).then(() => setLoadedLanguage(language));
  }, [language]);

  const page = t(infoPageKey(slug), {
    returnObjects: true,
    ...(company ? placeholders(settings, company, language, fictionalPlural) : {}),
  }) as PageText | string;
  useScreenTitle(typeof page === 'object' ? page.title : undefined);
  if (!company || loadedLanguage !== language || typeof page !== 'object') {
    return <div className="container py-5 text-center text-body-secondary">{t('translation:app.loading')}</div>;
  }
  const sections = Object.entries(page.sections);
  return (
    <article className="container info-page py-4" data-testid={`info-page-${slug}`}>
      <h1 className="mb-3">{page.title}</h1>
      <p className="lead">{withoutDoubleStop(page.intro)}</p>
      <nav className="info-toc card border-0 shadow-sm mb-4" aria-label={t('translation:info_page.contents')}>
        <div className="card-body">
          <h2 className="h6 text-uppercase text-body-secondary">{t('translation:info_page.contents')}</h2>
          <ol className="mb-0">
            {sections.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      {sections.map(([id, section]) => (
        <section key={id} id={id} className="info-section">
          <h2 className="h4">{section.heading}</h2>
          {section.body.map((paragraph, i) => (
            <p key={i}>{withoutDoubleStop(paragraph)}</p>
          ))}
        </section>
      ))}
      {slug === 'service' && (
        <div className="card border-0 shadow-sm mt-4" data-testid="service-contact">
          <div className="card-body d-flex flex-wrap gap-3">
            <a className="btn btn-primary" href={`mailto:${settings.support_email}`}>
              {settings.support_email}
            </a>
            <a className="btn btn-outline-primary" href={`tel:${cleanPhone(settings.support_phone)}`}>
              {settings.support_phone}
            </a>
          </div>
        </div>
      )}
    </article>
  );
}
