import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, rejectedPhotoHashes, users } from '../../db/schema/index.ts';

/** Bits in which the nearest of a rejected photo's hashes differs from `hash` (64 0s and 1s): the XOR's set bits. */
const distanceTo = (hash: string) =>
  sql<number>`(select min(bit_count(h # ${hash}::bit(64))) from unnest(${rejectedPhotoHashes.hashes}) as h)::int`;

/**
 * The rejected photo nearest to `hash` within `maxDistance` bits, if any (the newest of equals): one statement, a
 * scan of the remembered photos of every site.
 */
export async function findRejectedLookalike(db: Db, hash: string, maxDistance: number) {
  const distance = distanceTo(hash);
  const [row] = await db
    .select({ reason: rejectedPhotoHashes.reason, distance })
    .from(rejectedPhotoHashes)
    .where(sql`${distance} <= ${maxDistance}`)
    .orderBy(distance, desc(rejectedPhotoHashes.createdAt))
    .limit(1);
  return row;
}

/** Remembers a rejected photo's hashes with the reason and its owner's site; once per photo. */
export async function rememberRejected(
  tx: Db,
  photo: { photoId: string; ownerId: string; hashes: string[]; reason: string },
): Promise<void> {
  await tx
    .insert(rejectedPhotoHashes)
    .values({
      photoId: photo.photoId,
      hashes: photo.hashes,
      reason: photo.reason,
      siteId: sql`(select ${users.siteId} from ${users} where ${users.id} = ${photo.ownerId})`,
    })
    .onConflictDoNothing();
}

/**
 * Forgets what an approval contradicts: the photo's own remembered rejection, and every one with a hash within
 * `maxDistance` bits of the photo's `hash` (a copy rejected before). Answers how many.
 */
export async function forgetRejected(tx: Db, photoId: string, hash: string | undefined, maxDistance: number) {
  const forgotten = await tx
    .delete(rejectedPhotoHashes)
    .where(
      or(
        eq(rejectedPhotoHashes.photoId, photoId),
        hash === undefined ? undefined : sql`${distanceTo(hash)} <= ${maxDistance}`,
      ),
    )
    .returning({ id: rejectedPhotoHashes.id });
  return forgotten.length;
}

/** What is remembered of the member's rejected photos (those whose photo row is still there), newest first. */
export const rejectionsOfMember = (db: Db, memberId: string) =>
  db
    .select({
      id: rejectedPhotoHashes.id,
      photoId: photos.id,
      reason: rejectedPhotoHashes.reason,
      hashes: rejectedPhotoHashes.hashes,
      createdAt: rejectedPhotoHashes.createdAt,
    })
    .from(rejectedPhotoHashes)
    .innerJoin(photos, eq(photos.id, rejectedPhotoHashes.photoId))
    .where(eq(photos.userId, memberId))
    .orderBy(desc(rejectedPhotoHashes.createdAt), desc(rejectedPhotoHashes.id));

/**
 * Forgets one remembered rejection of the member's photos, by its id: nothing when the id is not one of theirs. The
 * forgotten row, if any.
 */
export async function forgetRejectionOf(tx: Db, memberId: string, rejectionId: string) {
  const [row] = await tx
    .delete(rejectedPhotoHashes)
    .where(
      and(
        eq(rejectedPhotoHashes.id, rejectionId),
        inArray(
          rejectedPhotoHashes.photoId,
          tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, memberId)),
        ),
      ),
    )
    .returning({
      photoId: rejectedPhotoHashes.photoId,
      siteId: rejectedPhotoHashes.siteId,
      reason: rejectedPhotoHashes.reason,
      hashes: rejectedPhotoHashes.hashes,
    });
  return row;
}
