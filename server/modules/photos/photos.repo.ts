import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagePhotos, photos, profiles, users } from '../../db/schema/index.ts';
import { photoLimit } from '../members/plan.policy.sql.ts';

/** A photo with what decides who may see it. */
export async function findPhotoAccess(db: Db, photoId: string) {
  const [row] = await db
    .select({
      storageKey: photos.storageKey,
      status: photos.status,
      visibility: photos.visibility,
      ownerStatus: users.status,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(eq(photos.id, photoId));
  return row ?? findMessagePhotoAccess(db, photoId);
}

/** A photo sent in a chat: private to the conversation, so only ever served through a signed URL. */
async function findMessagePhotoAccess(db: Db, photoId: string) {
  const [row] = await db
    .select({ storageKey: messagePhotos.storageKey, ownerStatus: users.status })
    .from(messagePhotos)
    .innerJoin(users, eq(users.id, messagePhotos.senderId))
    .where(eq(messagePhotos.id, photoId));
  return row && { ...row, status: 'active' as const, visibility: 'private' as const };
}

export async function insertMessagePhoto(tx: Db, values: typeof messagePhotos.$inferInsert): Promise<void> {
  await tx.insert(messagePhotos).values(values);
}

/** Photos that count towards a member's limit: every one not rejected or deleted. */
const countedStatuses = ['in_review', 'active'] as const;

export async function countPhotos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.status, countedStatuses)));
  return row!.count;
}

/**
 * Locks the member's row until the transaction ends, so that two uploads at once cannot both pass the limit; with
 * the photo limit of the member's plan as the row has it (planOf(member).photos).
 */
export async function lockMember(tx: Db, userId: string) {
  const [row] = await tx.select({ photoLimit }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function insertPhoto(tx: Db, photo: typeof photos.$inferInsert) {
  await tx.insert(photos).values(photo);
}

/** Makes the photo the member's main photo when there is none yet; true when it did. */
export async function setMainPhotoIfNone(tx: Db, userId: string, photoId: string): Promise<boolean> {
  const updated = await tx
    .update(profiles)
    .set({ mainPhotoId: photoId })
    .where(and(eq(profiles.userId, userId), sql`${profiles.mainPhotoId} is null`))
    .returning({ userId: profiles.userId });
  return updated.length > 0;
}

/** The member's photos that are not deleted, oldest first, with whether each is the main one. */
export async function listOwnPhotos(db: Db, userId: string) {
  return db
    .select({
      id: photos.id,
      status: photos.status,
      visibility: photos.visibility,
      storageKey: photos.storageKey,
      main: sql<boolean>`${profiles.mainPhotoId} is not distinct from ${photos.id}`,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(eq(photos.userId, userId), ne(photos.status, 'deleted')))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function updatePhoto(tx: Db, photoId: string, changes: Partial<typeof photos.$inferInsert>) {
  await tx.update(photos).set(changes).where(eq(photos.id, photoId));
}

export async function setMainPhoto(tx: Db, userId: string, photoId: string | null) {
  await tx.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, userId));
}

/**
 * Decides a photo still in review (approved or rejected, with the reason), once: a second decision finds none.
 * Answers its owner, or undefined.
 */
export async function decideInReview(
  tx: Db,
  photoId: string,
  status: 'active' | 'rejected',
  rejectionReason: string | null,
) {
  const [row] = await tx
    .update(photos)
    .set({ status, rejectionReason })
    .where(and(eq(photos.id, photoId), eq(photos.status, 'in_review')))
    .returning({ userId: photos.userId });
  return row;
}
