import { type SQL, and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMembers, conversations, gifts, messages, photos, profiles, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto, shownTo } from '../members/members.policy.sql.ts';

export type MessageRow = typeof messages.$inferSelect;
type MemberSide = typeof conversationMembers.$inferSelect;

/** Conversations a list holds at most, most recent first. */
const CHATS_LIMIT = 500;

/** The member's side of their conversation with `otherId`, if they have one. */
export async function findSideWith(db: Db, memberId: string, otherId: string): Promise<MemberSide | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.otherUserId, otherId)));
  return row;
}

/** The member's side of a conversation; undefined when it is not theirs. */
export async function findSide(db: Db, memberId: string, conversationId: string): Promise<MemberSide | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.conversationId, conversationId)));
  return row;
}

/** A new conversation between two members, with both sides; its id. */
export async function createConversation(tx: Db, a: string, b: string): Promise<string> {
  const [conversation] = await tx.insert(conversations).values({}).returning({ id: conversations.id });
  const id = conversation!.id;
  await tx.insert(conversationMembers).values([
    { conversationId: id, userId: a, otherUserId: b },
    { conversationId: id, userId: b, otherUserId: a },
  ]);
  return id;
}

export async function findByClientId(db: Db, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

export async function insertMessage(tx: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/**
 * A message came into the conversation at `at`: on the sender's side (if `sender`) and, when it reached them, the
 * recipient's (if `recipient`), it is the latest, the conversation is back in the list if removed, the sender has
 * written in it, and the recipient has one more unread. One statement for both sides.
 */
export async function touchSides(
  tx: Db,
  conversationId: string,
  senderId: string,
  at: Date,
  reach: { sender: boolean; recipient: boolean },
): Promise<void> {
  const isSender = eq(conversationMembers.userId, senderId);
  const isRecipient = ne(conversationMembers.userId, senderId);
  await tx
    .update(conversationMembers)
    .set({
      lastMessageAt: sql`greatest(${conversationMembers.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      numUnreadMessages: sql`${conversationMembers.numUnreadMessages} + (case when ${isRecipient} then 1 else 0 end)`,
      hasWritten: sql`${conversationMembers.hasWritten} or ${isSender}`,
      removed: false,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        or(reach.sender ? isSender : undefined, reach.recipient ? isRecipient : undefined),
      ),
    );
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

/** A page of the messages the member sees, newest first (`limit` + 1 rows tell whether there are more): before one. */
export async function findMessages(
  db: Db,
  side: Pick<MemberSide, 'conversationId' | 'userId' | 'clearedAt'>,
  limit: number,
  beforeId?: string,
): Promise<MessageRow[]> {
  const before = beforeId
    ? sql`(${messages.createdAt}, ${messages.id}) < (select created_at, id from messages where id = ${beforeId} and conversation_id = ${side.conversationId})`
    : undefined;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, side.conversationId), visibleTo(side), before))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/** Sets the member's unread count of the conversation to 0; false when it was 0 already (or not theirs). */
export async function markRead(db: Db, memberId: string, conversationId: string): Promise<boolean> {
  const rows = await db
    .update(conversationMembers)
    .set({ numUnreadMessages: 0 })
    .where(
      and(
        eq(conversationMembers.userId, memberId),
        eq(conversationMembers.conversationId, conversationId),
        gt(conversationMembers.numUnreadMessages, 0),
      ),
    )
    .returning({ conversationId: conversationMembers.conversationId });
  return rows.length > 0;
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

/** Delivers the messages the member held while unconfirmed; the released messages with their recipients, in order. */
export async function releaseHeld(tx: Db, senderId: string) {
  const released = await tx
    .update(messages)
    .set({ delivered: true })
    .where(and(eq(messages.senderId, senderId), eq(messages.delivered, false)))
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

/** Conversations in which a fictional profile has unread messages, oldest waiting first. */
export async function findWaitingForFictional(db: Db, limit: number) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      profileId: conversationMembers.userId,
      memberId: conversationMembers.otherUserId,
      numUnreadMessages: conversationMembers.numUnreadMessages,
      lastMessageAt: conversationMembers.lastMessageAt,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(eq(users.fictional, true), gt(conversationMembers.numUnreadMessages, 0)))
    .orderBy(asc(conversationMembers.lastMessageAt))
    .limit(limit);
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
