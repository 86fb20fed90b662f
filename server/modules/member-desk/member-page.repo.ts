import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  complaints,
  conversationMembers,
  directDebitBlocks,
  directDebitRequests,
  memberStrikes,
  messages,
  payments,
  photos,
  profiles,
  sites,
  users,
} from '../../db/schema/index.ts';
import { memberColumns } from './member-search.repo.ts';

/** The member with their site's name and refund days, or undefined. */
export async function findMember(db: Db, id: string) {
  const [row] = await db
    .select({
      ...memberColumns,
      language: users.language,
      creditDebt: users.creditDebt,
      invisible: users.invisible,
      lastSeenAt: users.lastSeenAt,
      deletedAt: users.deletedAt,
      suspendedUntil: users.suspendedUntil,
      bannedAt: users.bannedAt,
      refundDays: sites.refundDays,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export async function profileOf(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
  return row;
}

/** Every photo of the member, whatever its status, newest first. */
export const photosOf = (db: Db, id: string) =>
  db.select().from(photos).where(eq(photos.userId, id)).orderBy(desc(photos.createdAt));

/** The member's record of warnings, suspensions and bans, newest first. */
export const strikesOf = (db: Db, id: string) =>
  db.select().from(memberStrikes).where(eq(memberStrikes.userId, id)).orderBy(desc(memberStrikes.createdAt));

/** Every payment of the member, newest first. */
export const paymentsOf = (db: Db, id: string) =>
  db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt), desc(payments.id));

/** The IBANs and phones the member gave for direct debit, each once, and whether it is blocked. */
export async function mandatesOf(db: Db, id: string) {
  const given = await db
    .selectDistinct({ iban: directDebitRequests.iban, phone: directDebitRequests.phone })
    .from(directDebitRequests)
    .where(eq(directDebitRequests.userId, id));
  type Given = { kind: 'iban' | 'phone'; value: string };
  const values = [
    ...new Map<string, Given>(
      given.flatMap(({ iban, phone }): [string, Given][] => [
        [`iban:${iban}`, { kind: 'iban', value: iban }],
        [`phone:${phone}`, { kind: 'phone', value: phone }],
      ]),
    ).values(),
  ];
  if (values.length === 0) return [];
  const blocked = await db
    .select({ kind: directDebitBlocks.kind, value: directDebitBlocks.value })
    .from(directDebitBlocks)
    .where(
      inArray(
        directDebitBlocks.value,
        values.map((v) => v.value),
      ),
    );
  const isBlocked = new Set(blocked.map((b) => `${b.kind}:${b.value}`));
  return values.map((v) => ({ ...v, blocked: isBlocked.has(`${v.kind}:${v.value}`) }));
}

/**
 * The member's conversations that a complaint names (through one of their messages), with those complaints: staff
 * read no other conversation of the member.
 */
export async function reportedConversationsOf(db: Db, id: string) {
  const reported = await db
    .select({
      conversationId: messages.conversationId,
      otherId: conversationMembers.otherUserId,
      otherName: profiles.name,
      complaintId: complaints.id,
      messageId: complaints.messageId,
      reason: complaints.reason,
      details: complaints.details,
      status: complaints.status,
    })
    .from(complaints)
    .innerJoin(messages, eq(messages.id, complaints.messageId))
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, id)),
    )
    .leftJoin(profiles, eq(profiles.userId, conversationMembers.otherUserId))
    .orderBy(desc(complaints.createdAt));
  return reported;
}

/** The messages of the given conversations, oldest first, at most `limit` each (the latest). */
export async function messagesOf(db: Db, conversationIds: string[], limit: number) {
  if (conversationIds.length === 0) return [];
  const latest = db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      delivered: messages.delivered,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .as('latest');
  return db
    .select()
    .from(latest)
    .where(sql`${latest.rank} <= ${limit}`)
    .orderBy(asc(latest.createdAt), asc(latest.id));
}
