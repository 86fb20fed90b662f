import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HoldStatus } from '../../../shared/contact-checks.ts';
import type { Db } from '../../db/client.ts';
import {
  contactHolds,
  conversationMembers,
  likes,
  messages,
  profiles,
  sites,
  trackingData,
  users,
} from '../../db/schema/index.ts';
import { memberColumns } from './moderation.repo.ts';

const others = alias(users, 'others');

/** Accounts of the member's site signed up within a day of theirs from their address (`prefix`: its /64 for IPv6). */
const accountsFromSignupAddress = (prefix: boolean) => {
  const match = prefix
    ? sql`${others.signupIp} <<= set_masklen(${users.signupIp}, case family(${users.signupIp}) when 6 then 64 else 32 end)`
    : sql`${others.signupIp} = ${users.signupIp}`;
  return sql<number>`(select count(*) from ${users} as ${others} where ${others.siteId} = ${users.siteId} and ${match}
    and ${others.signupDate} between ${users.signupDate} - interval '1 day' and ${users.signupDate} + interval '1 day')::int`;
};

/**
 * The holds of a status (the member's `contact_hold`), with what a moderator decides on: open oldest first, decided
 * newest first.
 */
export async function listHolds(db: Db, status: HoldStatus, limit: number) {
  return db
    .select({
      member: { ...memberColumns, email: users.email, signupDate: users.signupDate },
      reason: contactHolds.reason,
      status: users.contactHold,
      heldAt: contactHolds.heldAt,
      decidedAt: contactHolds.decidedAt,
      network: trackingData.network,
      ref: trackingData.ref,
      signupIp: users.signupIp,
      sameIp: accountsFromSignupAddress(false),
      samePrefix: accountsFromSignupAddress(true),
      heldMessages: sql<number>`(select count(*) from ${messages} where ${messages.senderId} = ${users.id} and ${messages.awaitingCheck})::int`,
      heldLikes: sql<number>`(select count(*) from ${likes} where ${likes.likerId} = ${users.id} and ${likes.awaitingCheck})::int`,
    })
    .from(contactHolds)
    .innerJoin(users, eq(users.id, contactHolds.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(eq(users.contactHold, status))
    .orderBy(status === 'open' ? asc(contactHolds.heldAt) : desc(contactHolds.decidedAt), asc(contactHolds.userId))
    .limit(limit);
}

const recipientProfiles = alias(profiles, 'recipient_profiles');

/** The first `perMember` messages each of `memberIds` holds for a check, oldest first, with their recipient's name. */
export async function firstHeldMessages(db: Db, memberIds: string[], perMember: number) {
  if (!memberIds.length) return [];
  const rows = await db
    .select({
      senderId: messages.senderId,
      to: recipientProfiles.name,
      body: messages.body,
      kind: messages.kind,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.senderId} order by ${messages.createdAt}, ${messages.id})`,
    })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, messages.senderId),
      ),
    )
    .leftJoin(recipientProfiles, eq(recipientProfiles.userId, conversationMembers.otherUserId))
    .where(and(sql`${messages.senderId} in ${memberIds}`, eq(messages.awaitingCheck, true)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.filter((row) => Number(row.rank) <= perMember);
}
