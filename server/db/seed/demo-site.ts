import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE } from '../../../shared/constants.ts';
import type { companies, creditBundles, discountCodes, gifts, sites } from '../schema/index.ts';

export const DEMO_COMPANY: typeof companies.$inferInsert = {
  name: 'Demo Media B.V.',
  address: 'Keizersgracht 123',
  kvk: '12345678',
  city: '1015 CJ Amsterdam',
  country: 'NL',
  tradenames: ['Demo Dating'],
  vatNumbers: ['NL123456789B01'],
  supportPhone: '020 - 123 45 67',
  deleteDiscount: 50,
  added: '2024-03-15',
};

export const DEMO_SITE: Omit<typeof sites.$inferInsert, 'companyId' | 'baseUrl'> = {
  name: 'Demo Dating',
  domain: 'localhost',
  domainLanguage: 'nl-NL',
  niche: 1,
  countries: ['NL', 'BE', 'DE'],
  indexTitle: 'Demo Dating: daten in Nederland, België en Duitsland',
  description: 'Ontmoet singles bij jou in de buurt. Gratis aanmelden, zoeken, liken en chatten.',
  visibleProfileFields: [
    'gender',
    'sexuality',
    'age',
    'country',
    'region',
    'city',
    'about',
    'interests',
    'hair_colour',
    'eye_colour',
    'body_type',
    'relationship_status',
    'tattoos',
  ],
  visibleProfileNotes: ['looking_for', 'ideal_date', 'hobbies'],
  searchFields: ['gender', 'country', 'region', 'min_age', 'max_age'],
  signups: 'all',
  loggedOutSearch: 'other',
  loggedOutSearchTrafficsource: 'other',
  enableSiteEntryPopup: 'yes',
  // Whole credits a message costs at least in each country (decision 018); a German member pays 2 a message.
  minimumMessageCosts: {
    NL: { costs: 1, currency: 'EUR' },
    BE: { costs: 1, currency: 'EUR' },
    DE: { costs: 2, currency: 'EUR' },
  },
  messageCredits: 1,
  signupCredits: 2,
  photoCredits: 2,
  giftCredits: 3,
  messageLength: 1000,
  supportEmail: 'support@example.com',
  supportPhone: '020 - 123 45 67',
  fictionalIcon: true,
  fictionalWarning: 'Dit is een fictief profiel: een fysieke ontmoeting is niet mogelijk.',
  fictionalSingular: 'fictief profiel',
  fictionalPlural: 'fictieve profielen',
  // The texts above are the site's own (Dutch); these are the other languages a visitor may choose.
  texts: {
    da: {
      indexTitle: 'Demo Dating: dating i Nederlandene, Belgien og Tyskland',
      description: 'Mød singler tæt på dig. Tilmeld dig, søg, like og chat gratis.',
      fictionalWarning: 'Dette er en fiktiv profil: et fysisk møde er ikke muligt.',
    },
    de: {
      indexTitle: 'Demo Dating: Dating in den Niederlanden, Belgien und Deutschland',
      description: 'Lerne Singles in deiner Nähe kennen. Kostenlos anmelden, suchen, liken und chatten.',
      fictionalWarning: 'Dies ist ein fiktives Profil: Ein persönliches Treffen ist nicht möglich.',
    },
    en: {
      indexTitle: 'Demo Dating: dating in the Netherlands, Belgium and Germany',
      description: 'Meet singles near you. Sign up, search, like and chat for free.',
      fictionalWarning: 'This is a fictional profile: meeting in person is not possible.',
    },
    es: {
      indexTitle: 'Demo Dating: citas en los Países Bajos, Bélgica y Alemania',
      description: 'Conoce a solteros cerca de ti. Regístrate, busca, da me gusta y chatea gratis.',
      fictionalWarning: 'Este es un perfil ficticio: no es posible quedar en persona.',
    },
    fi: {
      indexTitle: 'Demo Dating: deittailua Alankomaissa, Belgiassa ja Saksassa',
      description: 'Tapaa sinkkuja läheltäsi. Liity, hae, tykkää ja chattaile ilmaiseksi.',
      fictionalWarning: 'Tämä on fiktiivinen profiili: tapaaminen kasvokkain ei ole mahdollista.',
    },
    fr: {
      indexTitle: 'Demo Dating : rencontres aux Pays-Bas, en Belgique et en Allemagne',
      description:
        'Rencontrez des célibataires près de chez vous. Inscrivez-vous, cherchez, likez et discutez gratuitement.',
      fictionalWarning: "Ceci est un profil fictif : une rencontre en personne n'est pas possible.",
    },
    it: {
      indexTitle: 'Demo Dating: incontri nei Paesi Bassi, in Belgio e in Germania',
      description: 'Conosci single vicino a te. Iscriviti, cerca, metti mi piace e chatta gratis.',
      fictionalWarning: 'Questo è un profilo fittizio: non è possibile incontrarsi di persona.',
    },
    nb: {
      indexTitle: 'Demo Dating: dating i Nederland, Belgia og Tyskland',
      description: 'Møt singler i nærheten av deg. Registrer deg, søk, gi likes og chat gratis.',
      fictionalWarning: 'Dette er en fiktiv profil: et fysisk møte er ikke mulig.',
    },
    pl: {
      indexTitle: 'Demo Dating: randki w Holandii, Belgii i Niemczech',
      description: 'Poznaj singli w swojej okolicy. Zarejestruj się, szukaj, polub i czatuj za darmo.',
      fictionalWarning: 'To jest fikcyjny profil: spotkanie na żywo nie jest możliwe.',
    },
    sv: {
      indexTitle: 'Demo Dating: dejting i Nederländerna, Belgien och Tyskland',
      description: 'Träffa singlar nära dig. Gå med, sök, gilla och chatta gratis.',
      fictionalWarning: 'Det här är en fiktiv profil: ett fysiskt möte är inte möjligt.',
    },
  },
  refundDays: 14,
  memberResell: false,
  autoApprovePhotos: true,
  mailName: 'Demo Dating',
  timeZone: 'Europe/Amsterdam',
};

/** Where the demo site's links point unless the seed is told where the server listens (main.ts tells it). */
export const DEMO_BASE_URL = 'http://localhost:3000';

/** Other hosts the demo site answers on, so that http://127.0.0.1:3000 works too. */
export const DEMO_HOSTS = ['127.0.0.1', '[::1]'];

export const DEMO_LOGIN = {
  email: 'demo@example.com',
  password: 'demo-password',
};

/** The demo site's gift catalogue, in order; a gift without a price costs the site's gift_credits. */
export const DEMO_GIFTS: Omit<typeof gifts.$inferInsert, 'siteId'>[] = [
  { key: 'rose' },
  { key: 'heart' },
  { key: 'chocolates', credits: 4 },
  { key: 'teddy', credits: 5 },
  { key: 'champagne', credits: 8 },
  { key: 'diamond', credits: 15 },
];

/** The credit bundles of the demo site (SPEC §3 /credits): the middle one carries the "popular" ribbon. */
export const DEMO_BUNDLES: Omit<typeof creditBundles.$inferInsert, 'siteId'>[] = [
  { currency: 'EUR', credits: 25, priceCents: 995 },
  { currency: 'EUR', credits: 60, priceCents: 1995, popular: true },
  { currency: 'EUR', credits: 150, priceCents: 3995 },
  { currency: 'EUR', credits: 400, priceCents: 8995 },
];

/** The site-wide codes: the time bonus (SPEC §9, once per member while it runs) and a demo code anyone may try. */
export const DEMO_DISCOUNT_CODES: Omit<typeof discountCodes.$inferInsert, 'siteId'>[] = [
  { code: TIME_BONUS_CODE, valuePercentage: TIME_BONUS_PERCENTAGE, validity: 'once_per_user' },
  { code: 'DEMO10', valuePercentage: 10, validity: 'once_per_user', minimumOrderValue: '15.00' },
];
