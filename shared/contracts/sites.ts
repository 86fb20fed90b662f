import { z } from 'zod';
import { countryCode, hostName, text, trackingValue } from './common.ts';

export const settingsQuery = z.object({
  forced_domain: hostName.optional(),
  country: countryCode.optional(),
  network: trackingValue.optional(),
  ref: trackingValue.optional(),
  sub1: trackingValue.optional(),
  sub2: trackingValue.optional(),
  sub3: trackingValue.optional(),
});

const messageCost = z.object({ costs: z.number(), currency: text() });

export const settingsResponse = z.object({
  name: text(),
  domain: text(),
  domain_language: text(),
  cdn_prefix: text(),
  niche: z.number().int().min(1).max(7),
  niche_name: text(),
  countries: z.array(text()),
  index_title: text(),
  description: text(),
  visible_profile_fields: z.array(text()),
  visible_profile_notes: z.array(text()),
  search_fields: z.array(text()),
  geoip_country: text(),
  geoip_selected_country: text(),
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  invite_only: z.boolean(),
  logged_out_search: z.enum(['none', 'other']),
  logged_out_search_trafficsource: z.enum(['none', 'other']),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: text(),
  minimum_message_costs: z.record(text(), messageCost),
  message_credits: z.number().int(),
  signup_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  message_length: z.number().int(),
  support_email: text(),
  support_phone: text(),
  fictional_icon: z.boolean(),
  fictional_warning: text(),
  fictional_singular: text(),
  fictional_plural: text(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: text(),
  mail_name: text(),
});
export type Settings = z.infer<typeof settingsResponse>;

export const companyInfoResponse = z.object({
  name: text(),
  address: text(),
  kvk: text(),
  city: text(),
  country: text(),
  tradenames: z.array(text()),
  vat_numbers: z.array(text()),
  support_phone: text(),
  delete_discount: z.number().int(),
  added: text(),
  /** The terms-version date (SPEC §3), ISO 8601. */
  terms_date: text(),
});
export type CompanyInfo = z.infer<typeof companyInfoResponse>;

export const interestsResponse = z.object({
  interests: z.array(z.object({ id: text(), name: text() })),
});
export type InterestsResponse = z.infer<typeof interestsResponse>;

export const regionsResponse = z.object({
  countries: z.array(
    z.object({
      code: text(),
      name: text(),
      region_label: text(),
      region_label_text: text(),
      regions: z.array(z.object({ code: text(), name: text() })),
    }),
  ),
});
export type RegionsResponse = z.infer<typeof regionsResponse>;
