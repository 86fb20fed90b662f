import { TIME_BONUS_CODE } from '../../../shared/constants.ts';
import type { SiteCreateInput } from '../../../shared/contracts/site-admin.ts';
import { isLanguage } from '../../../shared/languages.ts';
import type { creditBundles, discountCodes, gifts, sites } from '../../db/schema/index.ts';
import { DEMO_BUNDLES, DEMO_DISCOUNT_CODES, DEMO_GIFTS, DEMO_SITE } from '../../db/seed/demo-site.ts';

/** What a new site starts with: its row (without company) and the offers a seeded site has. */
export interface NewSiteDefaults {
  site: Omit<typeof sites.$inferInsert, 'companyId'>;
  gifts: Omit<typeof gifts.$inferInsert, 'siteId'>[];
  bundles: Omit<typeof creditBundles.$inferInsert, 'siteId'>[];
  discountCodes: Omit<typeof discountCodes.$inferInsert, 'siteId'>[];
}

/** The English fictional-profile words, for a site whose language the demo has none of its own for. */
const ENGLISH_FICTIONAL = { singular: 'fictional profile', plural: 'fictional profiles' };

/**
 * A new site as the demo seed makes one (server/db/seed/demo-site.ts): its limits, prices, profile fields, gifts,
 * bundles and the time-bonus code, with the name, domain, language, niche and countries asked for. Its texts start as
 * its name (the operator writes them in the console); the fictional-profile warning in its own language. Each
 * country's minimum message cost starts at 1 credit in EUR; photos wait for review.
 */
export function newSiteDefaults(input: SiteCreateInput): NewSiteDefaults {
  const language = input.domain_language.split('-')[0]!;
  const dutch = language === 'nl';
  const warning = isLanguage(language) ? DEMO_SITE.texts?.[language]?.fictionalWarning : undefined;
  return {
    site: {
      ...DEMO_SITE,
      name: input.name,
      domain: input.domain,
      baseUrl: `https://${input.domain}`,
      domainLanguage: input.domain_language,
      niche: input.niche,
      countries: input.countries,
      indexTitle: input.name,
      description: input.name,
      mailName: input.name,
      texts: {},
      minimumMessageCosts: Object.fromEntries(input.countries.map((c) => [c, { costs: 1, currency: 'EUR' }])),
      fictionalWarning: (dutch ? DEMO_SITE.fictionalWarning : warning) ?? DEMO_SITE.texts!.en!.fictionalWarning!,
      fictionalSingular: dutch ? DEMO_SITE.fictionalSingular : ENGLISH_FICTIONAL.singular,
      fictionalPlural: dutch ? DEMO_SITE.fictionalPlural : ENGLISH_FICTIONAL.plural,
      autoApprovePhotos: false,
    },
    gifts: DEMO_GIFTS,
    bundles: DEMO_BUNDLES,
    discountCodes: DEMO_DISCOUNT_CODES.filter((code) => code.code === TIME_BONUS_CODE),
  };
}
