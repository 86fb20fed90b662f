import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, photos, profiles, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto, shownTo } from '../members/members.policy.sql.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  /** The member the notification is about (a liker, a sender), if any. */
  actorId?: string;
  data?: Record<string, unknown>;
}

export async function insertNotification(tx: Db, { userId, kind, actorId, data = {} }: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, kind, actorId, data: JSON.stringify(data) })
    .returning({ id: notifications.id });
  return row!.id;
}

/** Whether the member was told of this kind of event by this actor in the last day. */
export async function toldToday(tx: Db, { userId, kind, actorId }: Required<Omit<NewNotification, 'data'>>) {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.actorId, actorId),
        sql`${notifications.createdAt} > now() - interval '1 day'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Notifications the member sees: their own, and those about a member they may still see (the member policy). */
function visibleTo(siteId: string, memberId: string) {
  return and(eq(notifications.userId, memberId), or(isNull(notifications.actorId), shownTo(siteId, memberId)))!;
}

/** One page of the member's notifications, newest first, with the card of the member each is about. */
export async function findNotifications(db: Db, siteId: string, memberId: string, limit: number, offset: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      data: notifications.data,
      actor: cardColumns,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
    .leftJoin(photos, cardPhoto)
    .where(visibleTo(siteId, memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countUnread(db: Db, siteId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
    .where(and(visibleTo(siteId, memberId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the member's notifications read: those of `ids`, or all. Another member's ids change nothing. */
export async function markRead(db: Db, memberId: string, ids: string[] | undefined, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, memberId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
