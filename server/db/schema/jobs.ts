import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: side effects (mails, pushes, cleanups) written in the same transaction as the change that causes
 * them, and carried out by the job worker with retries.
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
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    // The dead jobs (out of tries, kept for staff) counted by kind at every metrics scrape, without reading the done ones.
    index('jobs_dead_idx')
      .on(t.kind)
      .where(sql`${t.doneAt} is not null and ${t.lastError} is not null`),
  ],
);
