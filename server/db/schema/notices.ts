import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The notice mails sent to each member (messages, likes, matches): what keeps them to one per conversation (or
 * liking member) an hour and a few a day.
 */
export const noticeMails = pgTable(
  'notice_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the mail was about: `chat-{conversation}`, `like-{member}`, `match-{member}`. */
    topic: text('topic').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notice_mails_user_idx').on(t.userId, t.sentAt)],
);
