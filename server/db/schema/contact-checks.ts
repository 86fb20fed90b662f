import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { HOLD_REASONS } from '../../../shared/contact-checks.ts';
import { sites } from './sites.ts';
import { staffAccounts } from './staff.ts';
import { users } from './users.ts';

/**
 * Each first contact of a new member (a message opening a conversation, a like), as the contact check answered it
 * (decision 040): the sender's bursts and the site's wave are counted here.
 */
export const firstContacts = pgTable(
  'first_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'like'] }).notNull(),
    outcome: text('outcome', { enum: ['deliver', 'slow', 'hold'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('first_contacts_site_idx').on(t.siteId, t.kind, t.createdAt),
    index('first_contacts_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * Why and since when a member's first contacts are held, and who decided (decision 040); the status itself is the
 * member's `users.contact_hold`, which the session reads.
 */
export const contactHolds = pgTable(
  'contact_holds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: HOLD_REASONS }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_holds_queue_idx').on(t.heldAt)],
);
