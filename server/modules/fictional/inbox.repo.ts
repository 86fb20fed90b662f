import { type SQL, and, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  conversationClaims,
  conversationMembers,
  messages,
  photos,
  profiles,
  staffAccounts,
  users,
} from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto, notBlocked } from '../members/members.policy.sql.ts';

/** Conversations the inbox lists at most. */
const INBOX_LIMIT = 200;

const member = alias(users, 'member');
const memberProfile = alias(profiles, 'member_profile');
const memberPhoto = alias(photos, 'member_photo');

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Members' conversations with fictional profiles (the profile's side of each), the latest message first: the profile
 * and the member as cards, the member's credits and plan, and the operator holding it now (if any). A conversation
 * with a member who blocked the profile (or whom it blocked, or a complaint between them hides), or who left, is not
 * listed.
 */
export function inboxRows(db: Db, now: Date, conversationId?: string) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      numUnreadMessages: conversationMembers.numUnreadMessages,
      lastMessageAt: conversationMembers.lastMessageAt,
      siteId: profiles.siteId,
      profile: cardColumns,
      member: {
        id: member.id,
        name: memberProfile.name,
        dateOfBirth: memberProfile.dateOfBirth,
        country: memberProfile.country,
        region: memberProfile.region,
        city: memberProfile.city,
        fictional: member.fictional,
        photoId: memberPhoto.id,
        credits: member.credits,
        paidUser: member.paidUser,
      },
      claim: {
        staffId: conversationClaims.staffId,
        until: conversationClaims.until,
        name: staffAccounts.name,
        email: staffAccounts.email,
      },
    })
    .from(conversationMembers)
    .innerJoin(users, and(eq(users.id, conversationMembers.userId), eq(users.fictional, true)))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, cardPhoto)
    .innerJoin(member, eq(member.id, conversationMembers.otherUserId))
    .innerJoin(memberProfile, eq(memberProfile.userId, member.id))
    .leftJoin(memberPhoto, and(eq(memberPhoto.id, memberProfile.mainPhotoId), eq(memberPhoto.status, 'active')))
    .leftJoin(
      conversationClaims,
      and(eq(conversationClaims.conversationId, conversationMembers.conversationId), gt(conversationClaims.until, now)),
    )
    .leftJoin(staffAccounts, eq(staffAccounts.id, conversationClaims.staffId))
    .where(
      and(
        isNotNull(conversationMembers.lastMessageAt),
        ne(member.status, 'deleted'),
        eq(member.fictional, false),
        notBlocked(member.id, users.id),
        conversationId === undefined ? undefined : eq(conversationMembers.conversationId, conversationId),
      ),
    )
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(INBOX_LIMIT);
}
export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/** The fictional profile, the member and the site of a conversation with a fictional profile, blocked or not. */
export async function findConversation(db: Db, conversationId: string) {
  const [row] = await db
    .select({ profileId: users.id, memberId: conversationMembers.otherUserId, siteId: profiles.siteId })
    .from(conversationMembers)
    .innerJoin(users, and(eq(users.id, conversationMembers.userId), eq(users.fictional, true)))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(conversationMembers.conversationId, conversationId));
  return row;
}

/** A page of the conversation's delivered messages, newest first (one more than `limit`: whether there are more). */
export function messagePage(db: Db, conversationId: string, limit: number, before?: string) {
  const earlier: SQL | undefined = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${before})`
    : undefined;
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.delivered, true), earlier))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

/**
 * Takes the conversation for `staffId` until `until`, or renews their claim, in one conditional statement: only
 * when nobody holds it, their claim ran out, or it is theirs already. Whether `staffId` holds it now.
 */
export async function takeClaim(db: Db, conversationId: string, staffId: string, now: Date, until: Date) {
  const taken = await db
    .insert(conversationClaims)
    .values({ conversationId, staffId, until })
    .onConflictDoUpdate({
      target: conversationClaims.conversationId,
      set: { staffId, until },
      setWhere: or(eq(conversationClaims.staffId, staffId), sql`${conversationClaims.until} <= ${at(now)}`),
    })
    .returning({ staffId: conversationClaims.staffId });
  return taken.length === 1;
}

/** Ends `staffId`'s claim on the conversation; whether they held one. */
export async function releaseClaim(db: Db, conversationId: string, staffId: string) {
  const released = await db
    .delete(conversationClaims)
    .where(and(eq(conversationClaims.conversationId, conversationId), eq(conversationClaims.staffId, staffId)))
    .returning({ staffId: conversationClaims.staffId });
  return released.length === 1;
}

/** Who holds the conversation now (their name, else address), if anyone. */
export async function claimHolder(db: Db, conversationId: string, now: Date) {
  const [row] = await db
    .select({ staffId: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
    .from(conversationClaims)
    .innerJoin(staffAccounts, eq(staffAccounts.id, conversationClaims.staffId))
    .where(and(eq(conversationClaims.conversationId, conversationId), gt(conversationClaims.until, now)));
  return row && { staffId: row.staffId, name: row.name || row.email };
}

/** Which of the members are fictional profiles. */
export async function fictionalAmong(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.fictional, true), inArray(users.id, ids)));
  return rows.map((row) => row.id);
}
