import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: side effects (mails, pushes, cleanups) written in the same transaction as the change that causes
 * them, and carried out by the job worker with retries. A job is pending while `done_at` is null, done when
 * `done_at` is set and `last_error` null, and dead (out of tries, kept for staff) when both are set.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The worker lane that runs the job, by its kind's prefix (`mail.*`, `push.*`, anything else): the one place
     * kinds map to lanes, so that a hung mail server never holds up a push.
     */
    lane: text('lane')
      .$type<JobLane>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when kind like 'mail.%' then 'mail' when kind like 'push.%' then 'push' else 'other' end`,
      ),
  },
  (t) => [
    index('jobs_lane_due_idx')
      .on(t.lane, t.runAt)
      .where(sql`${t.doneAt} is null`),
    // The dead jobs (out of tries, kept for staff), newest first for the staff list; the metrics count them by kind
    // from the same partial index, without reading the done ones.
    index('jobs_dead_idx')
      .on(t.doneAt.desc(), t.id)
      .where(sql`${t.doneAt} is not null and ${t.lastError} is not null`),
  ],
);

/** The worker's lanes, each with its own concurrency (server/jobs/lanes.ts). */
export const JOB_LANES = ['mail', 'push', 'other'] as const;
export type JobLane = (typeof JOB_LANES)[number];
