import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMembers, noticeMails, profiles, pushSubscriptions, users } from '../../db/schema/index.ts';

/** The name a notice gives the member it is about (nothing else of theirs: no photo, no message text). */
export async function findActorName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name;
}

export async function findPushSubscriptions(db: Db, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** A subscription its push service no longer knows (the browser unsubscribed, or the member cleared its data). */
export async function deletePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Whether the member still has unread messages in the conversation (read on the site meanwhile: no mail). */
export async function hasUnread(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ unread: conversationMembers.numUnreadMessages })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return (row?.unread ?? 0) > 0;
}

export interface NoticeMailLimits {
  /** No second mail about one topic within this time. */
  topicGapMs: number;
  /** At most this many notice mails a day. */
  perDay: number;
}

/**
 * Books a notice mail about `topic` for the member, within the limits, and returns its log row's id; undefined when
 * a limit says no. Not a `takeQuota` rule (db/usage-quota.ts): its windows roll, the last 24 hours and the topic's
 * last hour counted back from now in the mails sent, where a quota's windows are fixed (a calendar day, a clock hour,
 * which would let two mails of a conversation out a minute apart across the hour). So it counts its log, then
 * inserts, with the member's row locked meanwhile: two workers cannot both book the last mail of a day.
 */
export async function bookNoticeMail(
  db: Db,
  userId: string,
  topic: string,
  now: Date,
  limits: NoticeMailLimits,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    const sent = await tx
      .select({ topic: noticeMails.topic, sentAt: noticeMails.sentAt })
      .from(noticeMails)
      .where(and(eq(noticeMails.userId, userId), gt(noticeMails.sentAt, dayAgo)));
    const gapStart = now.getTime() - limits.topicGapMs;
    if (sent.length >= limits.perDay) return undefined;
    if (sent.some((mail) => mail.topic === topic && mail.sentAt.getTime() > gapStart)) return undefined;
    const [row] = await tx.insert(noticeMails).values({ userId, topic, sentAt: now }).returning({ id: noticeMails.id });
    return row!.id;
  });
}

/** A booked mail that could not be sent: it does not count, and the job's retry books it again. */
export async function unbookNoticeMail(db: Db, id: string): Promise<void> {
  await db.delete(noticeMails).where(eq(noticeMails.id, id));
}

/** Why a member gets no notice mails: a spam complaint, a hard bounce, or the unsubscribe link (SPEC §4). */
export type MailStopReason = 'fbl' | 'bounce' | 'list-unsubscribe';

/** Stops the member's notice mails for `reason`, once; a reason already there stays as it is. */
export async function stopNoticeMails(db: Db, userId: string, reason: MailStopReason): Promise<void> {
  await db
    .update(users)
    .set({ notificationsDisabled: sql`array_append(${users.notificationsDisabled}, ${reason})` })
    .where(and(eq(users.id, userId), sql`not (${reason} = any(${users.notificationsDisabled}))`));
}

/** The member an unsubscribe link names, with what its page shows; undefined for a deleted account. */
export async function findUnsubscriber(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, siteId: users.siteId, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row && row.status !== 'deleted' ? row : undefined;
}
