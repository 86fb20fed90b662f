import { type SQL, and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { LIKES_LIST_LIMIT } from '../../../shared/contracts/likes.ts';
import type { LookingFor } from '../../../shared/looking-for.ts';
import type { Db } from '../../db/client.ts';
import { likes, photos, profiles, swipePasses, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { soughtBy } from '../members/looking-for.sql.ts';
import { cardPhoto, listedTo, shownTo } from '../members/members.policy.sql.ts';

/** The newest unseen like from one of the site's fictional profiles the member may see, with a card photo. */
export async function findNewestUnseenLiker(db: Db, siteId: string, memberId: string) {
  const [row] = await db
    .select({ id: users.id, name: profiles.name, fictional: users.fictional, photoId: photos.id })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likerId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(photos, cardPhoto)
    .where(
      and(
        eq(likes.likedId, memberId),
        eq(likes.isNew, true),
        eq(likes.held, false),
        eq(users.fictional, true),
        shownTo(siteId, memberId),
      ),
    )
    .orderBy(desc(likes.createdAt))
    .limit(1);
  return row;
}

/** Adds the like (held: not shown to the liked member yet); false when it was there already. */
export async function insertLike(
  tx: Db,
  like: { likerId: string; likedId: string; viaSwipe: boolean; held: boolean; awaitingCheck?: boolean },
): Promise<boolean> {
  const added = await tx.insert(likes).values(like).onConflictDoNothing().returning({ likerId: likes.likerId });
  return added.length > 0;
}

/** Removes the like: whether it was there, and held (never told to the liked member). */
export async function deleteLike(tx: Db, likerId: string, likedId: string) {
  const [removed] = await tx
    .delete(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .returning({ held: likes.held });
  return removed;
}

/** Whether `likerId` likes `likedId` as `likedId` may know it: a held like (of an unconfirmed liker) does not count. */
export async function hasLiked(tx: Db, likerId: string, likedId: string): Promise<boolean> {
  const [row] = await tx
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId), eq(likes.held, false)));
  return row !== undefined;
}

/**
 * Whether the member is unconfirmed, read under a share lock on their row: a confirmation (which updates the row)
 * waits for this like's transaction, or this like reads the member as confirmed, so no like stays held for good.
 */
export async function isUnconfirmed(tx: Db, memberId: string): Promise<boolean> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, memberId)).for('share');
  return row?.status === 'not_confirmed';
}

/**
 * The member's likes held while unconfirmed, or (`awaitingCheck`) for a check of their first contacts, no longer held:
 * whom they like, newest first.
 */
export async function releaseHeld(tx: Db, likerId: string, awaitingCheck = false) {
  const released = await tx
    .update(likes)
    .set({ held: false, awaitingCheck: false })
    .where(and(eq(likes.likerId, likerId), eq(likes.held, true), eq(likes.awaitingCheck, awaitingCheck)))
    .returning({ likedId: likes.likedId, createdAt: likes.createdAt });
  return released.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((like) => like.likedId);
}

/** Deletes the member's likes held for a check that staff rejected: never told, never counted. */
export async function deleteAwaitingCheck(tx: Db, likerId: string): Promise<void> {
  await tx.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.awaitingCheck, true)));
}

/** Whether `likerId` likes `likedId`, held or not. */
export async function likeExists(tx: Db, likerId: string, likedId: string): Promise<boolean> {
  const [row] = await tx
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
  return row !== undefined;
}

/** Of `memberIds`, those shown to `viewerId` (the member policy: not blocked either way, deleted or invisible...). */
export async function findShown(tx: Db, viewerId: string, memberIds: string[]): Promise<Set<string>> {
  if (!memberIds.length) return new Set();
  const [viewer] = await tx.select({ siteId: users.siteId }).from(users).where(eq(users.id, viewerId));
  if (!viewer) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(inArray(users.id, memberIds), shownTo(viewer.siteId, viewerId)));
  return new Set(rows.map((row) => row.id));
}

/** Cards of the members on the other side of the member's likes, as the member may see them, newest first. */
function likeCards(db: Db, siteId: string, memberId: string, side: 'given' | 'received') {
  const [own, other] = side === 'given' ? [likes.likerId, likes.likedId] : [likes.likedId, likes.likerId];
  return (
    db
      .select({ ...cardColumns, isNew: likes.isNew, likedAt: likes.createdAt })
      .from(likes)
      .innerJoin(users, eq(users.id, other))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(photos, cardPhoto)
      // Likes received are shown once announced: not those of an unconfirmed liker (held).
      .where(and(eq(own, memberId), side === 'received' ? eq(likes.held, false) : undefined, shownTo(siteId, memberId)))
      .orderBy(...(side === 'received' ? [desc(likes.isNew)] : []), desc(likes.createdAt))
      .limit(LIKES_LIST_LIMIT)
  );
}

export const findGivenLikes = (db: Db, siteId: string, memberId: string) => likeCards(db, siteId, memberId, 'given');
export const findReceivedLikes = (db: Db, siteId: string, memberId: string) =>
  likeCards(db, siteId, memberId, 'received');

/**
 * The next cards of the member's swipe game: members listed to them (the member policy) with a card photo, of the
 * genders and ages they look for, whom they neither like nor passed on `day`; newest members first.
 */
export async function findSwipeCards(
  db: Db,
  filter: { siteId: string; memberId: string; lookingFor: LookingFor; day: string },
  limit: number,
  today: Date,
) {
  const { siteId, memberId, lookingFor, day } = filter;
  const liked = db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, memberId), eq(likes.likedId, profiles.userId)));
  const passedToday = db
    .select({ one: sql`1` })
    .from(swipePasses)
    .where(
      and(eq(swipePasses.memberId, memberId), eq(swipePasses.passedId, profiles.userId), eq(swipePasses.day, day)),
    );
  const conditions: (SQL | undefined)[] = [
    listedTo(siteId, memberId),
    soughtBy(lookingFor, today),
    notExists(liked),
    notExists(passedToday),
  ];
  return db
    .select(cardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(photos, cardPhoto)
    .where(and(...conditions))
    .orderBy(sql`${profiles.signupDate} desc nulls last`, sql`${profiles.userId} desc`)
    .limit(limit);
}

/** Records a pass of the swipe game on `day` (a pass on an earlier day is replaced). */
export async function insertPass(db: Db, memberId: string, passedId: string, day: string): Promise<void> {
  await db
    .insert(swipePasses)
    .values({ memberId, passedId, day })
    .onConflictDoUpdate({ target: [swipePasses.memberId, swipePasses.passedId], set: { day } });
}
