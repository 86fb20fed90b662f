import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who is on the site now, as the instances' WebSocket hubs see it: a row per member and instance while the member has
 * a tab open there that is not hidden. Each hub renews its rows every heartbeat; a row past `expires_at` (an instance
 * that died) no longer counts. Pushes and mails about a member's messages, likes and matches wait for them to be away.
 */
export const memberPresence = pgTable(
  'member_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] }), index('member_presence_instance_idx').on(t.instanceId)],
);
