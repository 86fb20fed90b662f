import type { DeadJobsResponse } from '../../shared/contracts/dashboard.ts';
import { type StaffActor, recordAudit } from '../db/audit-log.ts';
import type { Db } from '../db/client.ts';
import { jobNotRetryable, notFound } from '../lib/app-error.ts';
import { findDeadJob, listDeadJobs, reviveDeadJob } from './jobs.repo.ts';
import { lostSecrets } from './payload-secrets.ts';

const PAGE_SIZE = 50;

/** The outbox's dead jobs (out of tries, kept without their secrets) as staff see and retry them. */
export class DeadJobs {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    /** Called once a job is due again, to run it now rather than at the next poll. */
    private readonly onRevived: () => void,
  ) {}

  async list(page: number): Promise<DeadJobsResponse> {
    const rows = await listDeadJobs(this.db, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
    return {
      jobs: rows.slice(0, PAGE_SIZE).map((job) => ({
        id: job.id,
        kind: job.kind,
        attempts: job.attempts,
        last_error: job.lastError!,
        created_at: job.createdAt.toISOString(),
        died_at: job.doneAt!.toISOString(),
        payload: job.payload,
        retryable: !lostSecrets(job.payload),
      })),
      more: rows.length > PAGE_SIZE,
    };
  }

  /**
   * Makes a dead job due now with all its tries again, recording who did (`job.retried`) in the same transaction: not
   * found unless dead; refused when it lost a secret.
   */
  async retry(id: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const job = await findDeadJob(tx, id);
      if (!job) throw notFound();
      if (lostSecrets(job.payload)) throw jobNotRetryable();
      if (!(await reviveDeadJob(tx, id, this.clock()))) throw notFound();
      await recordAudit(tx, actor, {
        action: 'job.retried',
        objectType: 'job',
        objectId: id,
        before: { kind: job.kind, attempts: job.attempts, last_error: job.lastError },
      });
    });
    this.onRevived();
  }
}
