import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GIFT_KEYS, MESSAGE_KINDS } from '../../../shared/contracts/chats.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** One conversation per pair of members, for good: removing it only hides it from one side (conversation_members). */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's side of a conversation: who the other member is, the unread count, when the last message this member
 * can see was sent (null: none yet, so not in the list: a held first message), whether they wrote in it, and whether
 * they removed it (then the messages up to `cleared_at` stay hidden from them; a new message brings it back).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    numUnreadMessages: integer('num_unread_messages').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    removed: boolean('removed').notNull().default(false),
    /** The member wrote in it: a free member's conversation quota was taken for it. */
    hasWritten: boolean('has_written').notNull().default(false),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** When the member last read the conversation: the other member's read receipts. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    uniqueIndex('conversation_members_pair_idx').on(t.userId, t.otherUserId),
    index('conversation_members_list_idx').on(t.userId, t.lastMessageAt),
  ],
);

/** A photo sent in a chat: re-encoded like profile photos, served only to the two members through signed URLs. */
export const messagePhotos = pgTable('message_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: uuid('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's id for the message: a send repeated with it is stored once (unique per sender). */
    clientId: uuid('client_id'),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    body: text('body').notNull().default(''),
    photoId: uuid('photo_id').references(() => messagePhotos.id, { onDelete: 'set null' }),
    giftKey: text('gift_key', { enum: GIFT_KEYS }),
    creditsSpent: integer('credits_spent').notNull().default(0),
    /** False while the sender is unconfirmed: the recipient does not receive it (SPEC §4) until they confirm. */
    delivered: boolean('delivered').notNull().default(true),
    /**
     * Not delivered (with `delivered` false) while a new member's first contacts wait for a check (decision 040): not
     * charged either; staff's approval delivers and charges it, a rejection deletes it.
     */
    awaitingCheck: boolean('awaiting_check').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    // The console's dashboard: messages by day.
    index('messages_created_idx').on(t.createdAt),
    uniqueIndex('messages_client_id_idx').on(t.senderId, t.clientId),
    index('messages_held_idx')
      .on(t.senderId)
      .where(sql`not ${t.delivered}`),
  ],
);

/** A site's gift catalogue: which gifts it offers, in what order, at what price (null: the site's gift_credits). */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key', { enum: GIFT_KEYS }).notNull(),
    credits: integer('credits'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('gifts_site_key_idx').on(t.siteId, t.key)],
);
