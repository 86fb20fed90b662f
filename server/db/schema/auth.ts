import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** Server-side sessions; the cookie holds the token, the table holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The console's dashboard: members active by day.
    index('sessions_created_idx').on(t.createdAt),
  ],
);

/** One-time links sent by mail: activation, password reset, email change, reactivation. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activation', 'password_reset', 'email_change', 'reactivation'],
    }).notNull(),
    /** The new address of an email change. */
    payload: text('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    // The console's dashboard: activations by day.
    index('email_tokens_activation_used_idx')
      .on(t.usedAt)
      .where(sql`${t.purpose} = 'activation' and ${t.usedAt} is not null`),
  ],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed password checks per site, address and source, kept for addresses with no account too, so that lockout and
 * timing answer the same whether or not an account exists. The source is `ip:<address or IPv6 /64>`,
 * `device:<nonce of a device cookie>`, `member` (checks in a session), or `all`: the address-wide ceiling.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    source: text('source').notNull().default('all'),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.email, t.source] })],
);

/**
 * Invitations a member sends by mail; on an invite-only site they are the only way in. The link carries the code,
 * the table its SHA-256. Used once, by an address equal to the invited one.
 */
export const invitations = pgTable(
  'invitations',
  {
    codeHash: text('code_hash').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_inviter_idx').on(t.inviterId, t.createdAt)],
);

/**
 * Race-safe "at most N per window" counters (server/db/usage-quota.ts): one row per rule and subject, holding the
 * current window and what was used in it. A new window starts the count again in the same row.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    rule: text('rule').notNull(),
    subject: text('subject').notNull(),
    window: text('window_key').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.subject] })],
);
