import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMPLAINT_ACTIONS } from '../../../shared/moderation.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

export const likes = pgTable(
  'likes',
  {
    likerId: uuid('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: uuid('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unseen by the liked member; cleared when the liked member opens the liker's profile. */
    isNew: boolean('is_new').notNull().default(true),
    viaSwipe: boolean('via_swipe').notNull().default(false),
    /**
     * Given while the liker was unconfirmed: recorded and shown to the liker, but neither shown nor announced to the
     * liked member until the liker confirms (then released, see likes-release.ts).
     */
    held: boolean('held').notNull().default(false),
    /** Held (with `held`) for a check of a new member's first contacts (decision 040): released only by staff. */
    awaitingCheck: boolean('awaiting_check').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.likerId, t.likedId] }), index('likes_liked_idx').on(t.likedId, t.isNew)],
);

/** A card the member passed in the swipe game, and the day (in the site's zone) it was passed: it returns the next day. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passedId: uuid('passed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.passedId] })],
);

/** A page left (hidden) by a visitor who came with `?lb` (SPEC §4 page-bounce logging): where, and who if logged in. */
export const pageBounces = pgTable('page_bounces', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The path of the page left (from the same site's Referer), at most 300 characters; null when unknown. */
  path: text('path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's report about another. While it is open, and after staff upheld it (any action but dismiss), it hides the
 * two from each other both ways, as a block does (the member policy's `reportedBetween`; decision 037).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'handled'] })
      .notNull()
      .default('open'),
    /** How staff closed it (null while open): dismissed, or upheld with a warning, suspension or ban. */
    action: text('action', { enum: COMPLAINT_ACTIONS }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The pair either way (the policy's hide), a reporter's record, the reporters of a member (the queue).
    index('complaints_reporter_idx').on(t.reporterId, t.reportedId),
    index('complaints_reported_idx').on(t.reportedId, t.reporterId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The member the notification is about (a liker, a sender), if any. */
    actorId: uuid('actor_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    data: text('data').notNull().default('{}'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, sql`${t.createdAt} desc`)],
);

/**
 * A member's saved search: the filters as the search URL holds them, and the signup date up to which the members that
 * fit it were announced, so that each new fitting member is announced once (a notification, and a mail where wanted).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    notify: boolean('notify').notNull().default(true),
    announcedUpTo: timestamp('announced_up_to', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);
