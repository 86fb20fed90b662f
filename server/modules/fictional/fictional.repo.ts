import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto } from '../members/members.policy.sql.ts';

/** The rows of fictional profiles: staff-made members (`users.fictional`) with no login of their own. */

export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userId' | 'siteId'>;

/** A new fictional member and its profile, shown at once; its id. */
export async function insertFictional(
  tx: Db,
  user: { siteId: string; email: string; passwordHash: string; language: string },
  profile: ProfileValues,
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, status: 'confirmed', fictional: true })
    .returning({ id: users.id });
  await tx.insert(profiles).values({ ...profile, userId: row!.id, siteId: user.siteId, status: 'active' });
  return row!.id;
}

/** Changes a fictional profile's fields; false when `id` is no fictional profile. */
export async function updateFictional(tx: Db, id: string, profile: ProfileValues): Promise<boolean> {
  const changed = await tx
    .update(profiles)
    .set({ ...profile, updatedAt: new Date() })
    .where(
      and(
        eq(profiles.userId, id),
        inArray(profiles.userId, tx.select({ id: users.id }).from(users).where(eq(users.fictional, true))),
      ),
    )
    .returning({ id: profiles.userId });
  return changed.length === 1;
}

/** A site's fictional profiles as cards, by name. */
export function listFictional(db: Db, siteId: string) {
  return db
    .select(cardColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, cardPhoto)
    .where(and(eq(users.fictional, true), eq(profiles.siteId, siteId), sql`${users.status} <> 'deleted'`))
    .orderBy(asc(profiles.name));
}

/** A fictional profile's row (undefined for any other member). */
export async function findFictional(db: Db, id: string) {
  const [row] = await db
    .select({ profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.fictional, true)));
  return row?.profile;
}

/** A profile's active photos, the newest last. */
export function activePhotos(db: Db, userId: string) {
  return db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(asc(photos.createdAt), desc(photos.id));
}
