import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ProfileNotes } from '../../../shared/contracts/profile.ts';
import { HOLD_STATUSES } from '../../../shared/contact-checks.ts';
import { sites } from './sites.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'confirmed', 'deleted'] })
      .notNull()
      .default('not_confirmed'),
    credits: integer('credits').notNull().default(0),
    /** Credits a reversed purchase took back beyond the balance: the next purchase pays them first (credits.ts). */
    creditDebt: integer('credit_debt').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    language: text('language').notNull(),
    invisible: boolean('invisible').notNull().default(false),
    fictional: boolean('fictional').notNull().default(false),
    role: text('role', { enum: ['member', 'staff'] })
      .notNull()
      .default('member'),
    /** Why the member gets no notice mails, if any: fbl, bounce, list-unsubscribe (away/mail-stops.ts), user. */
    notificationsDisabled: text('notifications_disabled').array().notNull().default([]),
    /** The kinds of mail (messages, likes, matches, news) the member wants; all but news by default. */
    emailPreferences: text('email_preferences').array().notNull().default(['messages', 'likes', 'matches']),
    /** The kinds of push notification the member wants. */
    pushPreferences: text('push_preferences').array().notNull().default(['messages', 'likes', 'matches']),
    geolocationEnabled: boolean('geolocation_enabled').notNull().default(false),
    /** Others see when the member is online or was last active (cards, profiles); invisible mode hides it too. */
    showActivity: boolean('show_activity').notNull().default(true),
    /** The member's conversation partners see when the member read their messages. */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /** The member's active public main photo may appear on the site's public pages (home, landers) for visitors. */
    inShowcase: boolean('in_showcase').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A suspension by staff: no login and no session until then (member_strikes holds why). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Banned by staff: sessions ended, login refused for good (banned_addresses keeps the address). */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** The address the member signed up from (a spam wave's accounts share one; decision 040). */
    signupIp: inet('signup_ip'),
    /** Whether the member's first contacts are held for a check: contact_holds has the queue's row (decision 040). */
    contactHold: text('contact_hold', { enum: HOLD_STATUSES }),
    photoAlertDismissedAt: timestamp('photo_alert_dismissed_at', {
      withTimezone: true,
    }),
    pushAlertDismissedAt: timestamp('push_alert_dismissed_at', {
      withTimezone: true,
    }),
    timeBonusDismissedAt: timestamp('time_bonus_dismissed_at', {
      withTimezone: true,
    }),
  },
  (t) => [
    uniqueIndex('users_site_email_idx').on(t.siteId, sql`lower(${t.email})`),
    // The console's dashboard: signups by day and site.
    index('users_site_signup_idx').on(t.siteId, t.signupDate),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('disabled'),
    /** Filled in at signup step 2; null until then. */
    gender: text('gender', { enum: ['male', 'female'] }),
    sexuality: text('sexuality', { enum: ['hetero', 'gay', 'lesbian', 'bi'] }),
    /** Who the member looks for: genders and age band; null where the member has not said (older members). */
    seekingGenders: text('seeking_genders', { enum: ['male', 'female'] }).array(),
    seekingMinAge: integer('seeking_min_age'),
    seekingMaxAge: integer('seeking_max_age'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    /** City-level position only (never a member's exact location). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    about: text('about').notNull().default(''),
    signupMessage: text('signup_message').notNull().default(''),
    interests: text('interests').array().notNull().default([]),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type', { enum: ['slim', 'normal', 'fat'] }),
    relationshipStatus: text('relationship_status', {
      enum: ['divorced', 'living_together', 'married', 'unmarried', 'single', 'widowed'],
    }),
    tattoos: boolean('tattoos'),
    /** Answers to the site's note prompts (`visible_profile_notes`), by prompt. */
    notes: jsonb('notes').$type<ProfileNotes>().notNull().default({}),
    mainPhotoId: uuid('main_photo_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Kept by triggers (migration 0004) from the member's row, so that search reads profiles alone: shown to others
     * (shownToOthers in members.policy.ts: not deleted, not invisible, profile active), and the signup date results
     * are ordered by.
     */
    searchable: boolean('searchable').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    /** When the member was last on the site (users.last_seen_at, written with it), so that search can sort by it. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => {
    const newest = () => [t.signupDate.desc(), t.userId.desc()] as const;
    const listed = sql`${t.searchable}`;
    return [
      // Search (members.repo.ts): newest first within the equality filters, the birth date read from the index entry
      // itself, so that a wide age band walks these in order without touching a row...
      index('profiles_search_idx')
        .on(t.siteId, t.gender, t.country, ...newest(), t.dateOfBirth)
        .where(listed),
      index('profiles_search_any_gender_idx')
        .on(t.siteId, t.country, ...newest(), t.dateOfBirth)
        .where(listed),
      index('profiles_search_region_idx')
        .on(t.siteId, t.country, t.region, ...newest(), t.dateOfBirth, t.gender)
        .where(listed),
      index('profiles_search_site_idx')
        .on(t.siteId, ...newest(), t.dateOfBirth, t.gender)
        .where(listed),
      // ...while a narrow band reads its birth dates as one range and sorts them, and every count is such a range.
      index('profiles_search_age_idx')
        .on(t.siteId, t.gender, t.country, t.dateOfBirth, t.signupDate, t.userId)
        .where(listed),
      index('profiles_search_any_gender_age_idx')
        .on(t.siteId, t.country, t.dateOfBirth, t.signupDate, t.userId)
        .where(listed),
      index('profiles_search_region_age_idx')
        .on(t.siteId, t.country, t.region, t.dateOfBirth, t.gender, t.signupDate, t.userId)
        .where(listed),
      index('profiles_search_site_age_idx').on(t.siteId, t.dateOfBirth, t.gender, t.signupDate, t.userId).where(listed),
      // Sorted by last activity (search's `last_active` order).
      index('profiles_search_active_idx').on(t.siteId, t.lastActiveAt.desc().nullsLast(), t.userId).where(listed),
    ];
  },
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['in_review', 'active', 'rejected', 'deleted'],
    })
      .notNull()
      .default('in_review'),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    /** Storage key; the sizes thumb, profile and full are derived from it. */
    storageKey: text('storage_key').notNull(),
    /** Why a moderator rejected it (PHOTO_REJECTION_REASONS), told to the member in their language. */
    rejectionReason: text('rejection_reason'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_user_idx').on(t.userId)],
);

export const trackingData = pgTable('tracking_data', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  /** The member whose profile landing the signup came from (/members/{id}/signup): the first contact offered. */
  landingMemberId: uuid('landing_member_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);
