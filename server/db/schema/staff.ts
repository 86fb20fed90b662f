import { sql } from 'drizzle-orm';
import {
  bigint,
  bit,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../shared/staff-roles.ts';
import { conversations } from './chats.ts';
import { sites } from './sites.ts';
import { photos, users } from './users.ts';

/**
 * The people who run the sites (the console at /admin), apart from members: one install's staff serve every site.
 * A second factor (TOTP) always; `totp_last_step` is the last time step used, so no code counts twice; `failures`
 * and `locked_until` lock the account as a member's login locks (LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot log in; its rows in the audit log stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/** Single-use recovery codes of a staff account (their SHA-256), for a lost authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/**
 * Console sessions (the cookie holds the token, the table its SHA-256): shorter than members' and ended by idleness;
 * `verified_at` is set by the second factor, and only then does the session open the console.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action: who, what, on which object, before and after. Append-only: a trigger (migration 0023) refuses
 * every UPDATE, DELETE and TRUNCATE, and no route changes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'restrict' }),
    /** The actor's address when it acted (a command-line action has none). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    siteId: uuid('site_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

/** A member's record: each moderation action on them (warn, suspend, ban) with its reason. */
export const memberStrikes = pgTable(
  'member_strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['warn', 'suspend', 'ban'] }).notNull(),
    reason: text('reason').notNull(),
    /** The complaint it settles, if any. */
    complaintId: uuid('complaint_id'),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** A suspension's end. */
    until: timestamp('until', { withTimezone: true }),
    /** When the member saw a warning (it shows on their next visit until then). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_strikes_user_idx').on(t.userId, t.createdAt)],
);

/** Addresses banned from a site: a new signup with one is refused, whatever became of the banned account. */
export const bannedAddresses = pgTable(
  'banned_addresses',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The address's key (server/lib/address-key.ts): lower-cased, without a +tag, a Gmail address without dots. */
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.email] })],
);

/**
 * Photos moderators rejected, remembered by perceptual hash (sharp-phash, 64 bits: the photo's and its slight crops')
 * with the reason: an upload within SAME_PHOTO_MAX_DISTANCE bits of one is refused with that reason, on every site of
 * the install (decision 036). Kept when the photo or its member is gone: the same photos come back under new accounts.
 */
export const rejectedPhotoHashes = pgTable(
  'rejected_photo_hashes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hashes: bit('hashes', { dimensions: 64 }).array().notNull(),
    /** PHOTO_REJECTION_REASONS. */
    reason: text('reason').notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** The site of the member whose photo it was. */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rejected_photo_hashes_photo_idx').on(t.photoId)],
);

/**
 * Phones (E.164) of members banned from a site, the ones they gave for direct debit: a direct-debit order with one is
 * refused, whatever became of the banned account (decision 037).
 */
export const bannedPhones = pgTable(
  'banned_phones',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.phone] })],
);

/** An operator answering a conversation with a fictional profile holds it until `until`: no second one answers. */
export const conversationClaims = pgTable('conversation_claims', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
