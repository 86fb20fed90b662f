import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Writes a job in the caller's transaction, so that it exists exactly when the change that caused it does. */
export async function enqueueJob(tx: Db, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}

/**
 * Claims due jobs: each is leased until `leaseUntil` (another worker skips it meanwhile, and it runs again
 * if this one dies) and its attempt is counted.
 */
export async function claimDueJobs(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)))
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ runAt: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function completeJob(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lastError: null }).where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  // Without a retry time the job has failed for good: it is closed with its last error kept.
  await db
    .update(jobs)
    .set(retryAt ? { lastError: error, runAt: retryAt } : { lastError: error, doneAt: now })
    .where(eq(jobs.id, id));
}
