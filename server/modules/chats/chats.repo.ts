import { randomUUID } from 'node:crypto';
import {
  type SQL,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { GiftKey } from '../../../shared/contracts/chats.ts';
import { type Db, queryRows } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  gifts,
  messageFlags,
  messages,
  photos,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto, notBlocked, shownTo } from '../members/members.policy.sql.ts';

export type MessageRow = typeof messages.$inferSelect;
export type MemberSide = typeof conversationMembers.$inferSelect;

/** Conversations a list holds at most, most recent first. */
const CHATS_LIMIT = 500;

/** A side's columns under their names in MemberSide (the send path's statements are `sql` templates: decision 019). */
const sideColumns = sql.raw(
  'conversation_id as "conversationId", user_id as "userId", other_user_id as "otherUserId", ' +
    'num_unread_messages as "numUnreadMessages", last_message_at as "lastMessageAt", removed, ' +
    'has_written as "hasWritten", cleared_at as "clearedAt"',
);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The member's side of their conversation with `otherId`, if they have one; with `clientId`, also the id of the message
 * the member sent with it before (`earlierId`), if any: one round trip for the send's two first questions.
 */
export async function findSideWith(
  db: Db,
  memberId: string,
  otherId: string,
  clientId?: string,
): Promise<(MemberSide & { earlierId: string | null }) | undefined> {
  const earlier = clientId
    ? sql`(select id from ${messages} where sender_id = ${memberId} and client_id = ${clientId})`
    : sql`null::uuid`;
  const [row] = await queryRows<MemberSide & { earlierId: string | null }>(
    db,
    sql`select ${sideColumns}, ${earlier} as "earlierId" from ${conversationMembers}
    where user_id = ${memberId} and other_user_id = ${otherId}`,
  );
  return row && { ...row, lastMessageAt: dateOrNull(row.lastMessageAt), clearedAt: dateOrNull(row.clearedAt) };
}

/** Whether the member wrote in the conversation (a message of theirs, delivered or not). */
export async function hasWritten(db: Db, memberId: string, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ hasWritten: conversationMembers.hasWritten })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.conversationId, conversationId)));
  return row?.hasWritten === true;
}

/** The member's side of a conversation; undefined when it is not theirs. */
export async function findSide(db: Db, memberId: string, conversationId: string): Promise<MemberSide | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.conversationId, conversationId)));
  return row;
}

/**
 * The pair's conversation, made with both sides if there is none yet (one statement), and whether `memberId` wrote in
 * it. Call it under the pair's lock (pair-lock.ts): the statement then sees a conversation another sender just made.
 */
export async function findOrCreateConversation(
  tx: Db,
  memberId: string,
  otherId: string,
): Promise<{ conversationId: string; hasWritten: boolean }> {
  const [row] = await queryRows<{ id: string; has_written: boolean }>(
    tx,
    sql`with existing as (
      select conversation_id, has_written from ${conversationMembers}
      where user_id = ${memberId} and other_user_id = ${otherId}
    ), conversation as (
      insert into ${conversations} (id) select gen_random_uuid() where not exists (select 1 from existing)
      returning id
    ), sides as (
      insert into ${conversationMembers} (conversation_id, user_id, other_user_id)
      select conversation.id, pair.member, pair.other
      from conversation, (values (${memberId}::uuid, ${otherId}::uuid), (${otherId}::uuid, ${memberId}::uuid)) as pair (member, other)
    )
    select conversation_id as id, has_written from existing
    union all select id, false from conversation`,
  );
  return { conversationId: row!.id, hasWritten: row!.has_written };
}

export async function findByClientId(db: Db, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/** Whether a message is in the conversation of `memberId` with `otherId` and `memberId` sees it (theirs, or delivered). */
export async function isMessageOfPair(db: Db, memberId: string, otherId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(conversationMembers.userId, memberId),
        eq(conversationMembers.otherUserId, otherId),
        or(eq(messages.senderId, memberId), eq(messages.delivered, true)),
      ),
    );
  return row !== undefined;
}

/** A message's columns under their names in MessageRow. */
const messageColumns = sql.raw(
  'id, conversation_id as "conversationId", sender_id as "senderId", client_id as "clientId", kind, body, ' +
    'photo_id as "photoId", gift_key as "giftKey", credits_spent as "creditsSpent", delivered, awaiting_check as "awaitingCheck", ' +
    'created_at as "createdAt"',
);

/**
 * Stores a message and, in the same statement, brings it to the conversation's sides: the sender's, and the
 * recipient's when it is delivered.
 */
export async function insertMessage(tx: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const { id = randomUUID(), conversationId, senderId, clientId = null, kind, body = '', photoId = null } = values;
  const { giftKey = null, creditsSpent = 0, delivered = true, awaitingCheck = false, createdAt = new Date() } = values;
  const [row] = await queryRows<MessageRow>(
    tx,
    sql`with inserted as (
      insert into ${messages} (id, conversation_id, sender_id, client_id, kind, body, photo_id, gift_key, credits_spent, delivered, awaiting_check, created_at)
      values (${id}, ${conversationId}, ${senderId}, ${clientId}, ${kind}, ${body}, ${photoId}, ${giftKey}, ${creditsSpent}, ${delivered}, ${awaitingCheck}, ${createdAt.toISOString()}::timestamptz)
      returning *
    ), touched as (
      update ${conversationMembers} cm set
        last_message_at = greatest(cm.last_message_at, inserted.created_at),
        num_unread_messages = cm.num_unread_messages + (case when cm.user_id = inserted.sender_id then 0 else 1 end),
        has_written = cm.has_written or cm.user_id = inserted.sender_id,
        removed = false
      from inserted
      where cm.conversation_id = inserted.conversation_id and (cm.user_id = inserted.sender_id or inserted.delivered)
    )
    select ${messageColumns} from inserted`,
  );
  return { ...row!, createdAt: new Date(row!.createdAt) };
}

/** A message the sender sent before came to the recipient now: their side has one more unread, the latest at `at`. */
export async function touchRecipientSide(tx: Db, conversationId: string, senderId: string, at: Date) {
  await tx
    .update(conversationMembers)
    .set({
      lastMessageAt: sql`greatest(${conversationMembers.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      numUnreadMessages: sql`${conversationMembers.numUnreadMessages} + 1`,
      removed: false,
    })
    .where(and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, senderId)));
}

/** Messages of a conversation the member sees: their own, delivered ones, none from before they removed it. */
function visibleTo(side: Pick<MemberSide, 'userId' | 'clearedAt'>): SQL {
  return and(
    or(eq(messages.senderId, side.userId), eq(messages.delivered, true)),
    side.clearedAt ? gt(messages.createdAt, side.clearedAt) : undefined,
  )!;
}

/** The member's conversations in their list, with members they may see, most recent first. */
export async function listChats(db: Db, siteId: string, memberId: string) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      numUnreadMessages: conversationMembers.numUnreadMessages,
      clearedAt: conversationMembers.clearedAt,
      ...cardColumns,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.otherUserId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, cardPhoto)
    .where(
      and(
        eq(conversationMembers.userId, memberId),
        eq(conversationMembers.removed, false),
        isNotNull(conversationMembers.lastMessageAt),
        shownTo(siteId, memberId),
      ),
    )
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(CHATS_LIMIT);
}

/** The last message the member sees in each of the conversations. */
export async function findLastMessages(db: Db, memberId: string, conversationIds: string[]) {
  if (!conversationIds.length) return [];
  return db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, memberId)),
    )
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        or(eq(messages.senderId, memberId), eq(messages.delivered, true)),
        or(isNull(conversationMembers.clearedAt), gt(messages.createdAt, conversationMembers.clearedAt)),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id))
    .then((rows) => rows.map((row) => row.messages));
}

/**
 * A page of the messages the member sees, newest first (`limit` + 1 rows tell whether there are more): before one; each
 * with whether it is flagged for moderation (its recipient is shown a safety tip).
 */
export async function findMessages(
  db: Db,
  side: Pick<MemberSide, 'conversationId' | 'userId' | 'clearedAt'>,
  limit: number,
  beforeId?: string,
): Promise<(MessageRow & { flagged: boolean })[]> {
  const before = beforeId
    ? sql`(${messages.createdAt}, ${messages.id}) < (select created_at, id from messages where id = ${beforeId} and conversation_id = ${side.conversationId})`
    : undefined;
  const flagged = sql<boolean>`exists (select 1 from ${messageFlags} where ${messageFlags.messageId} = ${messages.id})`;
  return db
    .select({ ...getTableColumns(messages), flagged })
    .from(messages)
    .where(and(eq(messages.conversationId, side.conversationId), visibleTo(side), before))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/**
 * Sets the member's unread count of the conversation to 0 and, if the member shows read receipts, when they read it;
 * undefined when it was 0 already (or not theirs); else the other member and whether both show receipts.
 */
export async function markRead(
  db: Db,
  memberId: string,
  conversationId: string,
  at: Date,
): Promise<{ otherId: string; receipts: boolean } | undefined> {
  const [row] = await queryRows<{ otherId: string; receipts: boolean }>(
    db,
    sql`update ${conversationMembers} cm set num_unread_messages = 0,
      read_at = case when me.read_receipts then ${at.toISOString()}::timestamptz else cm.read_at end
    from ${users} me, ${users} them
    where cm.user_id = ${memberId} and cm.conversation_id = ${conversationId} and cm.num_unread_messages > 0
      and me.id = cm.user_id and them.id = cm.other_user_id
    returning cm.other_user_id as "otherId", me.read_receipts and them.read_receipts as receipts`,
  );
  return row;
}

/** When the other member of the side's conversation last read it, if both show read receipts (null otherwise). */
export async function findReadUpTo(db: Db, side: MemberSide): Promise<Date | null> {
  const [row] = await queryRows<{ readAt: Date | string | null }>(
    db,
    sql`select case when me.read_receipts and them.read_receipts then cm.read_at end as "readAt"
    from ${conversationMembers} cm join ${users} me on me.id = cm.other_user_id join ${users} them on them.id = cm.user_id
    where cm.conversation_id = ${side.conversationId} and cm.user_id = ${side.otherUserId}`,
  );
  return dateOrNull(row?.readAt ?? null);
}

/** Removes conversations from the member's list: the messages so far stay hidden from them. */
export async function removeSides(db: Db, memberId: string, which: SQL, at: Date): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ removed: true, clearedAt: at, numUnreadMessages: 0 })
    .where(and(eq(conversationMembers.userId, memberId), which));
}

export const byConversation = (id: string) => eq(conversationMembers.conversationId, id);
export const byOtherMember = (id: string) => eq(conversationMembers.otherUserId, id);

/**
 * Delivers the messages the member held while unconfirmed, but not to members blocked either way since; the released
 * messages with their recipients, in order.
 */
export async function releaseHeld(tx: Db, senderId: string) {
  const released = await tx
    .update(messages)
    .set({ delivered: true })
    .where(
      and(
        eq(messages.senderId, senderId),
        eq(messages.delivered, false),
        // Those held for a check wait for staff (deliverChecked).
        eq(messages.awaitingCheck, false),
        // Not to a member who blocked the sender, or whom the sender blocked, meanwhile: those stay held.
        sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${messages.conversationId}
          and ${conversationMembers.userId} = ${senderId} and ${notBlocked(senderId, conversationMembers.otherUserId)})`,
      ),
    )
    .returning();
  if (!released.length) return [];
  const sides = await tx
    .select({ conversationId: conversationMembers.conversationId, recipientId: conversationMembers.otherUserId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, senderId),
        inArray(conversationMembers.conversationId, [...new Set(released.map((m) => m.conversationId))]),
      ),
    );
  const recipientOf = new Map(sides.map((side) => [side.conversationId, side.recipientId]));
  return released
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((message) => ({ message, recipientId: recipientOf.get(message.conversationId)! }));
}

/**
 * The member's messages held for a check of their first contacts (decision 040), oldest first, each with its recipient
 * and whether it may still reach them (no block either way since).
 */
export async function findAwaitingCheck(tx: Db, senderId: string) {
  const rows = await tx
    .select({
      message: getTableColumns(messages),
      recipientId: conversationMembers.otherUserId,
      deliverable: sql<boolean>`${notBlocked(senderId, conversationMembers.otherUserId)}`,
    })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, senderId)),
    )
    .where(and(eq(messages.senderId, senderId), eq(messages.awaitingCheck, true)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows;
}

/** A message held for a check, delivered now at the price it was charged. */
export async function deliverAfterCheck(tx: Db, messageId: string, creditsSpent: number): Promise<void> {
  await tx
    .update(messages)
    .set({ delivered: true, awaitingCheck: false, creditsSpent })
    .where(eq(messages.id, messageId));
}

/** Deletes messages held for a check (never delivered, never charged). */
export async function deleteAwaitingCheck(tx: Db, senderId: string, messageIds?: string[]): Promise<void> {
  await tx
    .delete(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        eq(messages.awaitingCheck, true),
        messageIds ? inArray(messages.id, messageIds) : undefined,
      ),
    );
}

/** What a charge needs of the member: plan and country. */
export async function payerOf(tx: Db, memberId: string) {
  const [row] = await tx
    .select({ id: users.id, paid_user: users.paidUser, country: profiles.country })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  return row && { id: row.id, paid_user: row.paid_user, profile: { country: row.country } };
}

export async function findGiftByKey(db: Db, siteId: string, key: GiftKey) {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.key, key)));
  return row;
}

export async function findGift(db: Db, siteId: string, giftId: string) {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)));
  return row;
}

export async function listGifts(db: Db, siteId: string) {
  return db.select().from(gifts).where(eq(gifts.siteId, siteId)).orderBy(asc(gifts.position), asc(gifts.key));
}

/** Whether the member is a fictional profile (staff write as one), and of which site. */
export async function findFictional(db: Db, memberId: string) {
  const [row] = await db
    .select({ id: users.id, siteId: profiles.siteId, status: users.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, memberId), eq(users.fictional, true)));
  return row;
}

/** Whether the member has not confirmed their email address yet, as the database says now (a session may be older). */
/** The language a member reads the site in; undefined for no such member. */
export async function languageOf(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, memberId));
  return row?.language;
}

export async function isUnconfirmed(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, memberId));
  return row?.status === 'not_confirmed';
}
