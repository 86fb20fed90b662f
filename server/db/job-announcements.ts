import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The channel a committed new job is announced on; every instance's job worker listens (server/jobs/worker.ts). */
export const JOB_ENQUEUED_CHANNEL = 'job_enqueued';

/**
 * (Re)creates the statement-level trigger that announces new jobs rows on JOB_ENQUEUED_CHANNEL. PostgreSQL delivers
 * the notification when the transaction that wrote the job commits (never for one that rolls back), once per
 * transaction however many jobs it wrote: whatever enqueues a job, on any instance, wakes the workers without a
 * round trip of its own.
 */
export async function applyJobAnnouncementTrigger(db: Db): Promise<void> {
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION notify_job_enqueued() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN PERFORM pg_notify('${JOB_ENQUEUED_CHANNEL}', ''); RETURN NULL; END $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE TRIGGER jobs_enqueued AFTER INSERT ON jobs ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION notify_job_enqueued()`,
    ),
  );
}
