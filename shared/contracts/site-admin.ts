import { z } from 'zod';
import { text } from './common.ts';
import { GIFT_KEYS } from './chats.ts';
import { LANGUAGES } from '../languages.ts';
import { PAYMENT_METHODS } from '../payment-methods.ts';

/** Countries the runtime knows by name (ISO 3166-1 alpha-2): a typo such as "XX" is refused. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Codes the runtime names that are no country: unions, pseudo-locales, "unknown region". */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

/** An ISO 3166-1 country code, upper case. */
export const isoCountry = text().trim().toUpperCase().refine(isCountry, 'validation.country_unknown');
/** An ISO 4217 currency code, upper case. */
export const currencyCode = text()
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{3}$/.test(c), 'validation.currency_invalid');
/** A DNS host name without port or scheme, lower case: `example.com`, `localhost`. */
export const siteHost = text()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'validation.host_invalid',
  );
/** A site's language: one of the app's languages, optionally with a region (`nl-NL`). */
export const domainLanguage = text()
  .trim()
  .refine((tag) => {
    const [language, region, ...rest] = tag.split('-');
    return (
      rest.length === 0 &&
      (LANGUAGES as readonly string[]).includes(language ?? '') &&
      (region === undefined || /^[A-Z]{2}$/.test(region))
    );
  }, 'validation.invalid_choice');
const timeZone = text()
  .trim()
  .refine((zone) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
    } catch {
      return false;
    }
  }, 'validation.invalid_choice');
const countries = z
  .array(isoCountry)
  .min(1)
  .max(60)
  .refine((list) => new Set(list).size === list.length, 'validation.invalid');
/** Profile field names (`hair_colour`): lower-case words. */
const fieldNames = z.array(text().regex(/^[a-z][a-z0-9_]{0,39}$/)).max(40);
const count = (max: number) => z.number().int().min(0).max(max);
const line = (max: number) => text().trim().min(1).max(max);

/** The whole of a site's editable settings (SPEC §3 Settings, and the columns the install adds). */
export const siteSettings = z.object({
  name: line(100),
  domain_language: domainLanguage,
  base_url: text()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^/?#\s]+$/, 'validation.invalid_url'),
  cdn_prefix: text().trim().max(300),
  time_zone: timeZone,
  niche: z.number().int().min(1).max(7),
  countries,
  index_title: line(200),
  description: line(1000),
  visible_profile_fields: fieldNames,
  visible_profile_notes: fieldNames,
  search_fields: fieldNames,
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  invite_only: z.boolean(),
  logged_out_search: z.enum(['none', 'other']),
  logged_out_search_trafficsource: z.enum(['none', 'other']),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  minimum_message_costs: z
    .array(z.object({ country: isoCountry, costs: count(1000), currency: currencyCode }))
    .max(60)
    .refine((costs) => new Set(costs.map((c) => c.country)).size === costs.length, 'validation.invalid'),
  message_credits: count(1000),
  signup_credits: count(10_000),
  photo_credits: count(1000),
  gift_credits: count(1000),
  message_length: z.number().int().min(1).max(10_000),
  free_messages: count(1000),
  swipe_likes_premium: count(10_000),
  like_limit_free: count(10_000),
  like_limit_premium: count(10_000),
  support_email: text().trim().max(254).email(),
  support_phone: line(50),
  fictional_icon: z.boolean(),
  fictional_warning: line(500),
  fictional_singular: line(100),
  fictional_plural: line(100),
  refund_days: z.number().int().min(0).max(365),
  member_resell: z.boolean(),
  auto_approve_photos: z.boolean(),
  /** Spam waves: when new members' first contacts are slowed and held (decision 040). */
  contact_checks: z.object({
    new_member_hours: z.number().int().min(0).max(720),
    new_members_per_minute: z.number().int().min(1).max(10_000),
    accounts_per_address: z.number().int().min(2).max(1000),
    first_messages_per_sender: z.number().int().min(1).max(1000),
    likes_per_sender: z.number().int().min(1).max(10_000),
  }),
  company_id: z.uuid(),
  mail_name: line(100),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** SPEC §3 Company info. */
export const companyFields = z.object({
  name: line(200),
  address: line(200),
  kvk: line(50),
  city: line(200),
  country: isoCountry,
  tradenames: z.array(line(200)).max(20),
  vat_numbers: z.array(line(50)).max(20),
  support_phone: line(50),
  delete_discount: z.number().int().min(0).max(100),
  added: z.iso.date(),
});
export type CompanyFields = z.infer<typeof companyFields>;

export const siteIdQuery = z.object({ id: z.uuid() });

/** What a new site is asked besides its company. */
export const siteCreateFields = z.object({
  name: line(100),
  domain: siteHost,
  domain_language: domainLanguage,
  niche: z.number().int().min(1).max(7),
  countries,
});
/** POST /api/admin/sites.php: a new site; an existing company or a new one. */
export const siteCreateBody = siteCreateFields
  .extend({ company_id: z.uuid().optional(), company: companyFields.optional() })
  .refine((body) => (body.company_id === undefined) !== (body.company === undefined), {
    message: 'validation.required',
    path: ['company_id'],
  });
export type SiteCreateInput = z.infer<typeof siteCreateBody>;
export const siteCreatedResponse = z.object({ id: text() });

const companyOption = z.object({ id: text(), name: text() });
export const sitesListResponse = z.object({
  sites: z.array(
    z.object({
      id: text(),
      name: text(),
      domain: text(),
      domain_language: text(),
      niche: z.number().int(),
      countries: z.array(text()),
      company_name: text(),
    }),
  ),
  companies: z.array(companyOption),
});
export type SitesList = z.infer<typeof sitesListResponse>;

export const bundleFields = z.object({
  currency: currencyCode,
  credits: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(1).max(10_000_000),
  popular: z.boolean(),
  position: count(1000),
  active: z.boolean(),
});
export const bundleSaveBody = bundleFields.extend({ site_id: z.uuid(), id: z.uuid().optional() });

/** An https address (a partner's page or image): no other scheme (never `javascript:`), no credentials, no spaces. */
const httpsUrl = text()
  .trim()
  .max(500)
  .refine((value) => {
    if (!URL.canParse(value) || /\s/.test(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  }, 'validation.invalid_url');

/** A partner offer (SPEC §2's cam and resell cards), shown where the site's member_resell is on. */
export const partnerOfferFields = z.object({
  kind: z.enum(['cam', 'resell']),
  title: line(100),
  url: httpsUrl,
  /** The partner's https image; null: the card shows none. */
  image_url: httpsUrl.nullable(),
  /** Lower first. */
  sort: count(1000),
  active: z.boolean(),
});
/** A partner offer added (no id) or changed; `active: false` takes it off every page. */
export const partnerOfferSaveBody = partnerOfferFields.extend({ site_id: z.uuid(), id: z.uuid().optional() });

export const giftSaveBody = z.object({
  site_id: z.uuid(),
  key: z.enum(GIFT_KEYS),
  /** Null: the site's gift_credits. */
  credits: count(1000).nullable(),
  position: count(1000),
});
export const giftRemoveBody = z.object({ site_id: z.uuid(), key: z.enum(GIFT_KEYS) });

export const discountCreateBody = z.object({
  site_id: z.uuid(),
  code: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, 'validation.invalid'),
  value_percentage: z.number().int().min(1).max(100),
  country: isoCountry.nullable(),
  currency: currencyCode.nullable(),
  minimum_order_value: z.number().min(0).max(100_000).nullable(),
  expires: z.iso.datetime({ offset: true }).nullable(),
  validity: z.enum(['once_per_user', 'once', 'unlimited']),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length),
});
export const discountExpireBody = z.object({ site_id: z.uuid(), id: z.uuid() });

export const domainBody = z.object({ site_id: z.uuid(), host: siteHost });
export const settingsSaveBody = z.object({ id: z.uuid(), settings: siteSettings });
export const companySaveBody = z.object({ site_id: z.uuid(), company: companyFields });

/**
 * GET /api/admin/site.php: everything of one site the console edits (its site-wide codes, not members' own; its
 * partner offers, inactive ones too).
 */
export const siteDetailResponse = z.object({
  id: text(),
  domain: text(),
  settings: siteSettings,
  domains: z.array(z.object({ host: text(), primary: z.boolean() })),
  company: companyFields.extend({ id: text() }),
  companies: z.array(companyOption),
  bundles: z.array(bundleFields.extend({ id: text() })),
  partner_offers: z.array(partnerOfferFields.extend({ id: text() })),
  gifts: z.array(z.object({ key: z.enum(GIFT_KEYS), credits: z.number().int().nullable(), position: z.number() })),
  discount_codes: z.array(
    z.object({
      id: text(),
      code: text(),
      value_percentage: z.number().int(),
      country: text().nullable(),
      currency: text().nullable(),
      minimum_order_value: z.number().nullable(),
      expires: text().nullable(),
      validity: z.enum(['once_per_user', 'once', 'unlimited']),
      status: z.enum(['active', 'inactive']),
      payment_methods: z.array(text()),
    }),
  ),
});
export type SiteDetail = z.infer<typeof siteDetailResponse>;

export const siteOkResponse = z.object({ ok: z.literal(true) });
