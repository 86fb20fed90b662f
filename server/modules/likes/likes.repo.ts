import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likes, photos, profiles, users } from '../../db/schema/index.ts';
import { cardPhoto, shownTo } from '../members/members.policy.sql.ts';

/** The newest like the member has not seen yet, from a member they may see on the site who has a card photo. */
export async function findNewestUnseenLiker(db: Db, siteId: string, memberId: string) {
  const [row] = await db
    .select({ id: users.id, name: profiles.name, fictional: users.fictional, photoId: photos.id })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likerId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(photos, cardPhoto)
    .where(and(eq(likes.likedId, memberId), eq(likes.isNew, true), shownTo(siteId, memberId)))
    .orderBy(desc(likes.createdAt))
    .limit(1);
  return row;
}
