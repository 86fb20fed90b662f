import type { BootData } from '../../../shared/boot-data.ts';
import type { CompanyInfo, Settings } from '../../../shared/contracts/sites.ts';
import type { Language } from '../../../shared/languages.ts';
import de from '../../../shared/i18n/locales/de.json';
import nl from '../../../shared/i18n/locales/nl.json';

/** A site's settings as GET /api/settings.php answers them, `changes` put over them. */
export const siteSettings = (changes: Partial<Settings> = {}): Settings => ({
  name: 'Demo Dating',
  domain: 'demo.test',
  domain_language: 'nl_NL',
  cdn_prefix: '',
  niche: 1,
  niche_name: 'dating',
  countries: ['NL', 'BE', 'DE'],
  index_title: 'Daten in Nederland',
  description: 'Ontmoet singles bij jou in de buurt.',
  visible_profile_fields: [],
  visible_profile_notes: [],
  search_fields: [],
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  signups: 'all',
  invite_only: false,
  logged_out_search: 'other',
  logged_out_search_trafficsource: 'other',
  enable_site_entry_popup: 'no',
  push_public_key: '',
  minimum_message_costs: {},
  message_credits: 1,
  signup_credits: 0,
  photo_credits: 0,
  gift_credits: 0,
  message_length: 1000,
  support_email: 'support@demo.test',
  support_phone: '',
  fictional_icon: true,
  fictional_warning: '',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  refund_days: 14,
  member_resell: false,
  company_id: 'demo',
  mail_name: 'Demo Dating',
  ...changes,
});

export const company: CompanyInfo = {
  name: 'Demo Media B.V.',
  address: 'Straat 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: [],
  support_phone: '',
  delete_discount: 0,
  added: '2020-01-01',
  terms_date: '2026-01-01',
};

const CATALOGUES: Partial<Record<Language, Record<string, unknown>>> = { nl, de };

/** The boot data of a visitor's page in `language` (nl or de), as the server puts it into the page. */
export const visitorBoot = (language: 'nl' | 'de', settings = siteSettings()): BootData & { user: null } => ({
  language,
  settings,
  company,
  catalogue: CATALOGUES[language]!,
  user: null,
});
