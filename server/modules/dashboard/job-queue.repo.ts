import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

const tally = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The outbox's open and dead jobs by kind: due now, scheduled later (never tried), leased or waiting for a retry
 * (tried, not due yet), dead. Reads only the rows of the two partial indexes (open jobs, dead jobs), not the done ones.
 */
export function countQueue(db: Db, now: Date) {
  const open = sql`${jobs.doneAt} is null`;
  return db
    .select({
      kind: jobs.kind,
      due: tally(sql`${open} and ${jobs.runAt} <= ${now}`),
      scheduled: tally(sql`${open} and ${jobs.runAt} > ${now} and ${jobs.attempts} = 0`),
      leasedOrRetrying: tally(sql`${open} and ${jobs.runAt} > ${now} and ${jobs.attempts} > 0`),
      dead: tally(sql`${jobs.doneAt} is not null`),
    })
    .from(jobs)
    .where(or(isNull(jobs.doneAt), and(isNotNull(jobs.doneAt), isNotNull(jobs.lastError))))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}
