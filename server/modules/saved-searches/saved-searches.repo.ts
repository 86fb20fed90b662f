import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, savedSearches, users } from '../../db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The member's saved searches, newest first. */
export async function findOwn(db: Db, ownerId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, ownerId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Keeps a search for the member unless they keep `max` already (undefined then). The member's row is locked first,
 * so parallel saves of one member are counted one after the other and none gets past the limit.
 */
export async function insertUpTo(
  tx: Db,
  ownerId: string,
  max: number,
  values: { filters: Record<string, string>; notify: boolean },
): Promise<SavedSearchRow | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, ownerId));
  if (kept!.n >= max) return undefined;
  const [row] = await tx
    .insert(savedSearches)
    .values({ userId: ownerId, ...values })
    .returning();
  return row;
}

/** Sets whether one of the member's searches tells of new members; undefined when it is not theirs. */
export async function updateNotify(db: Db, ownerId: string, id: string, notify: boolean) {
  const [row] = await db
    .update(savedSearches)
    .set({ notify })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, ownerId)))
    .returning();
  return row;
}

/** Forgets one of the member's searches: whether there was one. */
export async function deleteOwn(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, ownerId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The site of a member's profile, if they have one. */
export async function siteOf(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db.select({ siteId: profiles.siteId }).from(profiles).where(eq(profiles.userId, memberId));
  return row?.siteId;
}

/** The searches that tell of new members, kept by other members of the site (the fit is asked of each). */
export async function findNotifying(db: Db, siteId: string, newMemberId: string) {
  return db
    .select({ id: savedSearches.id, ownerId: savedSearches.userId, filters: savedSearches.filters })
    .from(savedSearches)
    .innerJoin(profiles, eq(profiles.userId, savedSearches.userId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.notify, true),
        eq(profiles.siteId, siteId),
        ne(savedSearches.userId, newMemberId),
        ne(users.status, 'deleted'),
      ),
    );
}
