import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HoldStatus } from '../../../shared/contact-checks.ts';
import type { Db } from '../../db/client.ts';
import { accountsFromAddress } from '../../db/signup-addresses.ts';
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
      sameIp: accountsFromAddress(sql`${users.siteId}`, sql`${users.signupIp}`, sql`${users.signupDate}`, false),
      samePrefix: accountsFromAddress(sql`${users.siteId}`, sql`${users.signupIp}`, sql`${users.signupDate}`, true),
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
  const ranked = db
    .select({
      senderId: messages.senderId,
      to: sql<string | null>`${recipientProfiles.name}`.as('to'),
      body: messages.body,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.senderId} order by ${messages.createdAt}, ${messages.id})`.as(
        'rank',
      ),
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
    .where(and(inArray(messages.senderId, memberIds), eq(messages.awaitingCheck, true)))
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, perMember)).orderBy(asc(ranked.createdAt), asc(ranked.rank));
}
