import { TIME_BONUS_CODE } from '../../../shared/constants.ts';
import type { SiteCreateInput } from '../../../shared/contracts/site-admin.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import type { creditBundles, discountCodes, gifts, sites } from '../../db/schema/index.ts';
import { DEMO_BUNDLES, DEMO_DISCOUNT_CODES, DEMO_GIFTS, DEMO_SITE } from '../../db/seed/demo-site.ts';

/** What a new site starts with: its row (without company) and the offers a seeded site has. */
export interface NewSiteDefaults {
  site: Omit<typeof sites.$inferInsert, 'companyId'>;
  gifts: Omit<typeof gifts.$inferInsert, 'siteId'>[];
  bundles: Omit<typeof creditBundles.$inferInsert, 'siteId'>[];
  discountCodes: Omit<typeof discountCodes.$inferInsert, 'siteId'>[];
}

/**
 * The fictional-profile words a new site starts with, in its own language (the plural as the catalogues' word,
 * `disclaimer.fictional_profiles`, which the info pages place where the language needs no other case); English for a
 * language without its own.
 */
export const FICTIONAL_WORDS: Record<Language, { singular: string; plural: string }> = {
  da: { singular: 'fiktiv profil', plural: 'fiktive profiler' },
  de: { singular: 'fiktives Profil', plural: 'fiktive Profile' },
  en: { singular: 'fictional profile', plural: 'fictional profiles' },
  es: { singular: 'perfil ficticio', plural: 'perfiles ficticios' },
  fi: { singular: 'fiktiivinen profiili', plural: 'fiktiiviset profiilit' },
  fr: { singular: 'profil fictif', plural: 'profils fictifs' },
  it: { singular: 'profilo fittizio', plural: 'profili fittizi' },
  nb: { singular: 'fiktiv profil', plural: 'fiktive profiler' },
  nl: { singular: DEMO_SITE.fictionalSingular, plural: DEMO_SITE.fictionalPlural },
  pl: { singular: 'fikcyjny profil', plural: 'fikcyjne profile' },
  sv: { singular: 'fiktiv profil', plural: 'fiktiva profiler' },
};

/**
 * A new site as the demo seed makes one (server/db/seed/demo-site.ts): its limits, prices, profile fields, gifts,
 * bundles and the time-bonus code, with the name, domain, language, niche and countries asked for. Its texts start as
 * its name (the operator writes them in the console); the fictional-profile warning and words in its own language. Each
 * country's minimum message cost starts at 1 credit in EUR; photos wait for review.
 */
export function newSiteDefaults(input: SiteCreateInput): NewSiteDefaults {
  const language = input.domain_language.split('-')[0]!;
  const dutch = language === 'nl';
  const warning = isLanguage(language) ? DEMO_SITE.texts?.[language]?.fictionalWarning : undefined;
  const words = FICTIONAL_WORDS[isLanguage(language) ? language : 'en'];
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
      fictionalSingular: words.singular,
      fictionalPlural: words.plural,
      autoApprovePhotos: false,
    },
    gifts: DEMO_GIFTS,
    bundles: DEMO_BUNDLES,
    discountCodes: DEMO_DISCOUNT_CODES.filter((code) => code.code === TIME_BONUS_CODE),
  };
}
