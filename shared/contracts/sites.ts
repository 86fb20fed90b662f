import { z } from 'zod';
import { countryCode, hostName, trackingValue } from './common.ts';

export const settingsQuery = z.object({
  forced_domain: hostName.optional(),
  country: countryCode.optional(),
  network: trackingValue.optional(),
  ref: trackingValue.optional(),
  sub1: trackingValue.optional(),
  sub2: trackingValue.optional(),
  sub3: trackingValue.optional(),
});

const messageCost = z.object({ costs: z.number(), currency: z.string() });

export const settingsResponse = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.number().int().min(1).max(7),
  niche_name: z.string(),
  countries: z.array(z.string()),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  invite_only: z.boolean(),
  logged_out_search: z.enum(['none', 'all']),
  logged_out_search_trafficsource: z.enum(['none', 'all']),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string(),
  minimum_message_costs: z.record(z.string(), messageCost),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  support_email: z.string(),
  support_phone: z.string(),
  fictional_icon: z.boolean(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.string(),
  mail_name: z.string(),
});
export type Settings = z.infer<typeof settingsResponse>;

export const companyInfoResponse = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
  /** The terms-version date (SPEC §3), ISO 8601. */
  terms_date: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoResponse>;

export const interestsResponse = z.object({
  interests: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InterestsResponse = z.infer<typeof interestsResponse>;

export const regionsResponse = z.object({
  countries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      region_label: z.string(),
      region_label_text: z.string(),
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type RegionsResponse = z.infer<typeof regionsResponse>;

/** Query of the endpoints that only need the site: the forced domain, nothing else. */
export const siteQuery = z.object({ forced_domain: hostName.optional() });
