import type { companies, sites } from '../schema/index.ts';

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
  loggedOutSearch: 'all',
  loggedOutSearchTrafficsource: 'all',
  enableSiteEntryPopup: 'yes',
  minimumMessageCosts: {
    NL: { costs: 0.5, currency: 'EUR' },
    BE: { costs: 0.5, currency: 'EUR' },
    DE: { costs: 0.55, currency: 'EUR' },
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
