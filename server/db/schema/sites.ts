import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { type ContactCheckLimits, DEFAULT_CONTACT_CHECK_LIMITS } from '../../../shared/contact-checks.ts';
import type { Language } from '../../../shared/languages.ts';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: text('tradenames').array().notNull().default([]),
  vatNumbers: text('vat_numbers').array().notNull().default([]),
  supportPhone: text('support_phone').notNull(),
  /** Percentage off offered to a member who is about to delete the account. */
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: date('added', { mode: 'string' }).notNull(),
});

export type MessageCost = { costs: number; currency: string };

/** The settings texts a site writes per language (SPEC §3 index_title, description, fictional_warning). */
export type SiteTexts = { indexTitle: string; description: string; fictionalWarning: string };

export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  /** The canonical domain; other hosts that serve the site are in site_domains. */
  domain: text('domain').notNull().unique(),
  /**
   * Scheme, host and port of every absolute link the server makes (mails, share heads, push, payment redirects):
   * `https://example.com`. Never taken from a request.
   */
  baseUrl: text('base_url').notNull(),
  /** IANA time zone of the site's days (daily limits, "today"). */
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  /** Swipe-game likes a premium member gets per day (free members get SWIPE_LIKES_PER_DAY). */
  swipeLikesPremium: integer('swipe_likes_premium').notNull().default(50),
  /** Likes by the like button (not the swipe game) a free member may give per day, in the site's day. */
  likeLimitFree: integer('like_limit_free').notNull().default(25),
  /** The same for a premium member. */
  likeLimitPremium: integer('like_limit_premium').notNull().default(250),
  domainLanguage: text('domain_language').notNull(),
  cdnPrefix: text('cdn_prefix').notNull().default(''),
  niche: integer('niche').notNull().default(1),
  countries: text('countries').array().notNull(),
  indexTitle: text('index_title').notNull(),
  description: text('description').notNull(),
  visibleProfileFields: text('visible_profile_fields').array().notNull(),
  visibleProfileNotes: text('visible_profile_notes').array().notNull().default([]),
  searchFields: text('search_fields').array().notNull(),
  signups: text('signups', { enum: ['all', 'with_trafficsource', 'other'] })
    .notNull()
    .default('all'),
  inviteOnly: boolean('invite_only').notNull().default(false),
  /** SPEC §3's values: `none` (visitors see no search) or `other` (they do); decision 032. */
  loggedOutSearch: text('logged_out_search', { enum: ['none', 'other'] })
    .notNull()
    .default('other'),
  loggedOutSearchTrafficsource: text('logged_out_search_trafficsource', {
    enum: ['none', 'other'],
  })
    .notNull()
    .default('other'),
  enableSiteEntryPopup: text('enable_site_entry_popup', { enum: ['yes', 'no'] })
    .notNull()
    .default('yes'),
  minimumMessageCosts: jsonb('minimum_message_costs').$type<Record<string, MessageCost>>().notNull(),
  messageCredits: integer('message_credits').notNull(),
  signupCredits: integer('signup_credits').notNull(),
  photoCredits: integer('photo_credits').notNull(),
  giftCredits: integer('gift_credits').notNull(),
  messageLength: integer('message_length').notNull(),
  /** Messages a free member may send without credits (beyond them, messages cost credits as for anyone). */
  freeMessages: integer('free_messages').notNull().default(0),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  fictionalIcon: boolean('fictional_icon').notNull().default(true),
  fictionalWarning: text('fictional_warning').notNull(),
  fictionalSingular: text('fictional_singular').notNull(),
  fictionalPlural: text('fictional_plural').notNull(),
  /**
   * The texts in other languages than the site's own, by language code; the columns above hold the site's own and
   * stand in for any text a language lacks.
   */
  texts: jsonb('texts').$type<Partial<Record<Language, Partial<SiteTexts>>>>().notNull().default({}),
  refundDays: integer('refund_days').notNull(),
  /** The site's own Mollie API key (live_... or test_...); without it, the MOLLIE_API_KEY of the environment. */
  mollieApiKey: text('mollie_api_key'),
  memberResell: boolean('member_resell').notNull().default(false),
  autoApprovePhotos: boolean('auto_approve_photos').notNull().default(false),
  /** When new members' first contacts are slowed and held (spam waves, decision 040). */
  contactChecks: jsonb('contact_checks').$type<ContactCheckLimits>().notNull().default(DEFAULT_CONTACT_CHECK_LIMITS),
  mailName: text('mail_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every host a site answers on (its domain, aliases, localhost for the demo). */
export const siteDomains = pgTable('site_domains', {
  host: text('host').primaryKey(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

/** Install-wide generated keys (VAPID for Web Push, URL signing). */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-off upgrades of stored data that code makes after the migrations (data-upgrades.ts), once each completed. */
export const dataUpgrades = pgTable('data_upgrades', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A partner's offer a site shows as a card among its members where `member_resell` is on (SPEC §2's cam-profile
 * cards: `cam` a live-cam partner, `resell` another dating site): always marked as an offer, never as a member.
 */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cam', 'resell'] }).notNull(),
    /** The card's heading (the partner's or the performer's name). */
    title: text('title').notNull(),
    /** Where the card leads: the partner's https address, tracking of its own included. */
    url: text('url').notNull(),
    /** An https image the partner hosts (never one of the site's members' photos). */
    imageUrl: text('image_url'),
    /** Lower first. */
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_offers_site_idx').on(t.siteId, t.sort)],
);

/**
 * Visits of a site's landing pages per day (the site's time zone) and traffic source (`network`, or `none`): the
 * first of the dashboard's per-source figures, counted once per visitor per first touch (decision 032).
 */
export const trafficVisits = pgTable(
  'traffic_visits',
  {
    day: date('day').notNull(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.siteId, t.source] })],
);
