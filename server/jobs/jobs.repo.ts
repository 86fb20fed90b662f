import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type JobLane, jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A job as its worker holds it: the lease it claimed it with identifies the claim (run_at while it runs). */
export interface LeasedJob {
  id: string;
  lease: Date;
}

const dead = and(isNotNull(jobs.doneAt), isNotNull(jobs.lastError));
/** Still held by the claim that leased it: neither finished, nor handed back, nor claimed again after its lease. */
const heldBy = ({ id, lease }: LeasedJob) => and(eq(jobs.id, id), eq(jobs.runAt, lease), isNull(jobs.doneAt));

/** Writes a job in the caller's transaction, so that it exists exactly when the change that caused it does. */
export async function enqueueJob(tx: Db, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}

/**
 * Claims due jobs of one lane: each is leased until `leaseUntil` (another worker skips it meanwhile, and it runs
 * again if this one dies) and its attempt is counted.
 */
export async function claimDueJobs(
  db: Db,
  lane: JobLane,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.lane, lane), isNull(jobs.doneAt), lte(jobs.runAt, now)))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ runAt: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function completeJob(db: Db, job: LeasedJob, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lastError: null }).where(heldBy(job));
}

export async function retryJobLater(db: Db, job: LeasedJob, error: string, retryAt: Date): Promise<void> {
  await db.update(jobs).set({ lastError: error, runAt: retryAt }).where(heldBy(job));
}

/** Closes a job that ran out of tries, keeping it as dead: its error, and its payload as given (without secrets). */
export async function buryJob(
  db: Db,
  job: LeasedJob,
  error: string,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.update(jobs).set({ lastError: error, doneAt: now, payload }).where(heldBy(job));
}

/** Makes leased jobs due at once for any worker, the attempt they were claimed with not counted. */
export async function handBackJobs(db: Db, leased: LeasedJob[], now: Date): Promise<void> {
  await Promise.all(
    leased.map((job) =>
      db
        .update(jobs)
        .set({ runAt: now, attempts: sql`${jobs.attempts} - 1` })
        .where(heldBy(job)),
    ),
  );
}

/** Dead jobs, the latest to die first. */
export function listDeadJobs(db: Db, limit: number, offset: number): Promise<JobRow[]> {
  return db.select().from(jobs).where(dead).orderBy(desc(jobs.doneAt), jobs.id).limit(limit).offset(offset);
}

export async function findDeadJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), dead));
  return job;
}

/** Makes a dead job due now with all its tries again; false when it is not (or no longer) dead. */
export async function reviveDeadJob(db: Db, id: string, now: Date): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ doneAt: null, runAt: now, attempts: 0 })
    .where(and(eq(jobs.id, id), dead))
    .returning({ id: jobs.id });
  return revived.length > 0;
}
