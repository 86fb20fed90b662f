import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rejectedPhotoHashes, users } from '../../db/schema/index.ts';

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
