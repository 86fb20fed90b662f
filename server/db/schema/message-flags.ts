import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FLAG_STATUSES, type FlagKind } from '../../../shared/message-flags.ts';
import { conversations, messages } from './chats.ts';
import { users } from './users.ts';

/**
 * A message that showed scam or contact-detail patterns among its sender's first messages in a conversation (issue
 * 40, decision 038): written in the send's transaction, the message delivered as always; its recipient sees a safety
 * tip beside it; moderation's queue lists the open ones until staff dismiss them.
 */
export const messageFlags = pgTable(
  'message_flags',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was found: shared/message-flags.ts FLAG_KINDS, in their order. */
    kinds: text('kinds').array().$type<FlagKind[]>().notNull(),
    status: text('status', { enum: FLAG_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    // The queue: the flags of a status, by time.
    index('message_flags_queue_idx').on(t.status, t.createdAt),
  ],
);
