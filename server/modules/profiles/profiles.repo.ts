import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export async function updateProfile(db: Db, userId: string, changes: Partial<typeof profiles.$inferInsert>) {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
