import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleToViewer } from '../../db/member-visibility.ts';
import { likes, photos, profiles, users } from '../../db/schema/index.ts';

/** The newest like the member has not seen yet, from a member they may see who has an active public main photo. */
export async function findNewestUnseenLiker(db: Db, memberId: string) {
  const [row] = await db
    .select({ id: users.id, name: profiles.name, fictional: users.fictional, photoId: photos.id })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.likerId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(
      and(
        eq(likes.likedId, memberId),
        eq(likes.isNew, true),
        eq(photos.status, 'active'),
        eq(photos.visibility, 'public'),
        visibleToViewer(memberId),
      ),
    )
    .orderBy(desc(likes.createdAt))
    .limit(1);
  return row;
}
