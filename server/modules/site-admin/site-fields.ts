import type { CompanyFields, SiteSettings } from '../../../shared/contracts/site-admin.ts';
import type { companies, sites } from '../../db/schema/index.ts';

type SiteRow = typeof sites.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
/** The columns of a site that its settings write. */
export type SiteColumns = Omit<SiteRow, 'id' | 'domain' | 'texts' | 'mollieApiKey' | 'createdAt' | 'updatedAt'>;

/** Minimum message costs in one order (by country), however they were sent or stored. */
export const byCountry = <T extends { country: string }>(costs: T[]): T[] =>
  [...costs].sort((a, b) => a.country.localeCompare(b.country));

/** A site's row as the console's settings (snake_case, the minimum message costs as a list by country). */
export function settingsOf(site: SiteRow): SiteSettings {
  return {
    name: site.name,
    domain_language: site.domainLanguage,
    base_url: site.baseUrl,
    cdn_prefix: site.cdnPrefix,
    time_zone: site.timeZone,
    niche: site.niche,
    countries: site.countries,
    index_title: site.indexTitle,
    description: site.description,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    signups: site.signups,
    invite_only: site.inviteOnly,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    minimum_message_costs: byCountry(
      Object.entries(site.minimumMessageCosts).map(([country, cost]) => ({ country, ...cost })),
    ),
    message_credits: site.messageCredits,
    signup_credits: site.signupCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    message_length: site.messageLength,
    free_messages: site.freeMessages,
    swipe_likes_premium: site.swipeLikesPremium,
    like_limit_free: site.likeLimitFree,
    like_limit_premium: site.likeLimitPremium,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    fictional_icon: site.fictionalIcon,
    fictional_warning: site.fictionalWarning,
    fictional_singular: site.fictionalSingular,
    fictional_plural: site.fictionalPlural,
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    auto_approve_photos: site.autoApprovePhotos,
    contact_checks: site.contactChecks,
    company_id: site.companyId,
    mail_name: site.mailName,
  };
}

/** The console's settings as a site's columns. */
export function columnsOf(settings: SiteSettings): SiteColumns {
  return {
    name: settings.name,
    domainLanguage: settings.domain_language,
    baseUrl: settings.base_url,
    cdnPrefix: settings.cdn_prefix,
    timeZone: settings.time_zone,
    niche: settings.niche,
    countries: settings.countries,
    indexTitle: settings.index_title,
    description: settings.description,
    visibleProfileFields: settings.visible_profile_fields,
    visibleProfileNotes: settings.visible_profile_notes,
    searchFields: settings.search_fields,
    signups: settings.signups,
    inviteOnly: settings.invite_only,
    loggedOutSearch: settings.logged_out_search,
    loggedOutSearchTrafficsource: settings.logged_out_search_trafficsource,
    enableSiteEntryPopup: settings.enable_site_entry_popup,
    minimumMessageCosts: Object.fromEntries(
      settings.minimum_message_costs.map(({ country, costs, currency }) => [country, { costs, currency }]),
    ),
    messageCredits: settings.message_credits,
    signupCredits: settings.signup_credits,
    photoCredits: settings.photo_credits,
    giftCredits: settings.gift_credits,
    messageLength: settings.message_length,
    freeMessages: settings.free_messages,
    swipeLikesPremium: settings.swipe_likes_premium,
    likeLimitFree: settings.like_limit_free,
    likeLimitPremium: settings.like_limit_premium,
    supportEmail: settings.support_email,
    supportPhone: settings.support_phone,
    fictionalIcon: settings.fictional_icon,
    fictionalWarning: settings.fictional_warning,
    fictionalSingular: settings.fictional_singular,
    fictionalPlural: settings.fictional_plural,
    refundDays: settings.refund_days,
    memberResell: settings.member_resell,
    autoApprovePhotos: settings.auto_approve_photos,
    contactChecks: settings.contact_checks,
    companyId: settings.company_id,
    mailName: settings.mail_name,
  };
}

/**
 * What an audit row keeps of a change: the fields that differ, before and after; undefined when nothing differs.
 * Values are compared as JSON (lists and objects by content).
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return undefined;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

/** The console's company fields as a company's columns. */
export function companyColumnsOf(fields: CompanyFields): Omit<CompanyRow, 'id'> {
  return {
    name: fields.name,
    address: fields.address,
    kvk: fields.kvk,
    city: fields.city,
    country: fields.country,
    tradenames: fields.tradenames,
    vatNumbers: fields.vat_numbers,
    supportPhone: fields.support_phone,
    deleteDiscount: fields.delete_discount,
    added: fields.added,
  };
}
