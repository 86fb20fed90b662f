import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ComplaintAction, FALSE_REPORTER } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { complaints, memberStrikes, messages, photos, profiles, sites, users } from '../../db/schema/index.ts';

/** What a moderator sees of a member (moderation.ts `moderatedMember`), as columns of users, profiles and sites. */
export const memberColumns = {
  id: users.id,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  site: sites.name,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
  strikes: sql<number>`(select count(*) from member_strikes where member_strikes.user_id = ${users.id})::int`,
};

/** A member's row of memberColumns. */
export type MemberRow = Awaited<ReturnType<typeof listPhotosInReview>>[number]['owner'];

/** The photos in review, oldest first, with their owner. */
export async function listPhotosInReview(db: Db, limit: number) {
  return db
    .select({
      id: photos.id,
      visibility: photos.visibility,
      createdAt: photos.createdAt,
      owner: memberColumns,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(photos.status, 'in_review'))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(limit);
}

const reporters = alias(profiles, 'reporters');

/** How many members have an open complaint about the complaint's reported member. */
const reportersOfReported = sql<number>`(select count(distinct c2.reporter_id) from complaints c2
  where c2.reported_id = ${complaints.reportedId} and c2.status = 'open')::int`;

/**
 * Whether the complaint's reporter is a possible false reporter (FALSE_REPORTER): at least `dismissals` of their
 * complaints dismissed since `since`, none upheld since.
 */
const possiblyFalse = (since: Date) => {
  const after = sql`${since.toISOString()}::timestamptz`;
  return sql<boolean>`((select count(*) from complaints c3 where c3.reporter_id = ${complaints.reporterId}
      and c3.action = 'dismiss' and c3.handled_at > ${after}) >= ${FALSE_REPORTER.dismissals}
    and not exists (select 1 from complaints c4 where c4.reporter_id = ${complaints.reporterId}
      and c4.action <> 'dismiss' and c4.handled_at > ${after}))`;
};

/**
 * The complaints of a status with the reported member, the reporter's name, how many members reported the member and
 * whether the reporter may be a false one (judged on dismissals since `since`). Open ones by priority: a possible
 * false reporter's last, then those about members more members reported, then the oldest; handled ones newest first.
 */
export async function listComplaints(db: Db, status: 'open' | 'handled', limit: number, since: Date) {
  const falseReporter = possiblyFalse(since);
  return db
    .select({
      id: complaints.id,
      reason: complaints.reason,
      details: complaints.details,
      status: complaints.status,
      messageId: complaints.messageId,
      createdAt: complaints.createdAt,
      reporterId: complaints.reporterId,
      reporterName: reporters.name,
      reporters: reportersOfReported,
      possiblyFalse: falseReporter.mapWith(Boolean),
      reported: memberColumns,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.reportedId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(reporters, eq(reporters.userId, complaints.reporterId))
    .where(eq(complaints.status, status))
    .orderBy(
      ...(status === 'open'
        ? [asc(falseReporter), desc(reportersOfReported), asc(complaints.createdAt)]
        : [desc(complaints.createdAt)]),
      asc(complaints.id),
    )
    .limit(limit);
}

/** The photos (all but deleted) of these members. */
export async function listMembersPhotos(db: Db, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ id: photos.id, userId: photos.userId, status: photos.status })
    .from(photos)
    .where(and(inArray(photos.userId, memberIds), ne(photos.status, 'deleted')))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** These messages (the ones complaints name), nothing else. */
export async function listMessages(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      kind: messages.kind,
      body: messages.body,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.id, ids));
}

/** Closes an open complaint with its action, once: a second attempt (parallel or later) finds none. */
export async function closeComplaint(tx: Db, id: string, action: ComplaintAction, at: Date) {
  const [row] = await tx
    .update(complaints)
    .set({ status: 'handled', action, handledAt: at })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'open')))
    .returning({ reportedId: complaints.reportedId });
  return row;
}

export async function complaintExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id));
  return row !== undefined;
}

/** The member's standing, locked until the transaction ends. */
export async function lockStanding(tx: Db, memberId: string) {
  const [row] = await tx
    .select({
      siteId: users.siteId,
      email: users.email,
      suspendedUntil: users.suspendedUntil,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  return row;
}

export async function setStanding(
  tx: Db,
  memberId: string,
  standing: { suspendedUntil: Date | null; bannedAt: Date | null },
) {
  await tx.update(users).set(standing).where(eq(users.id, memberId));
}

export async function insertStrike(tx: Db, strike: typeof memberStrikes.$inferInsert): Promise<void> {
  await tx.insert(memberStrikes).values(strike);
}

/** The member's strikes, newest first. */
export async function listStrikes(db: Db, memberId: string) {
  return db
    .select()
    .from(memberStrikes)
    .where(eq(memberStrikes.userId, memberId))
    .orderBy(desc(memberStrikes.createdAt), desc(memberStrikes.id));
}

/** The member's warnings not yet acknowledged, oldest first. */
export async function listUnseenWarnings(db: Db, memberId: string) {
  return db
    .select({ id: memberStrikes.id, reason: memberStrikes.reason, createdAt: memberStrikes.createdAt })
    .from(memberStrikes)
    .where(and(eq(memberStrikes.userId, memberId), eq(memberStrikes.kind, 'warn'), isNull(memberStrikes.seenAt)))
    .orderBy(asc(memberStrikes.createdAt), asc(memberStrikes.id));
}

/** Marks one of the member's own warnings seen (another member's id changes nothing). */
export async function markWarningSeen(db: Db, memberId: string, id: string, at: Date): Promise<void> {
  await db
    .update(memberStrikes)
    .set({ seenAt: at })
    .where(and(eq(memberStrikes.id, id), eq(memberStrikes.userId, memberId), eq(memberStrikes.kind, 'warn')));
}
