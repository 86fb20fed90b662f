import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { claimDueJobs, completeJob, failJob } from './jobs.repo.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

const BATCH = 10;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min ... about 1 h before the last attempt. */
const retryDelayMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);
/**
 * A job written a moment ago is due now: its time is the database's (in microseconds) unless it names one, and the
 * worker's clock counts milliseconds, so a job kicked in the millisecond it was written would otherwise wait for the
 * next poll.
 */
const CLOCK_SLACK_MS = 1000;

/** Carries out the outbox: due jobs in batches, retried with back-off, polled and kicked on new work. */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  start(pollMs = 5000): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs due jobs soon; a run already under way is not doubled. */
  kick(): void {
    this.running ??= this.runDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'job worker failed'))
      .finally(() => (this.running = undefined));
  }

  /**
   * Resolves once every job due now has run: waits for a run already under way (the poll's, which may hold a job
   * leased), then runs once more.
   */
  async drain(): Promise<void> {
    await this.running;
    this.kick();
    await this.running;
  }

  /** Runs every due job, batch after batch, until none is due. */
  private async runDue(): Promise<void> {
    for (;;) {
      const now = this.clock();
      const due = new Date(now.getTime() + CLOCK_SLACK_MS);
      const batch = await claimDueJobs(this.db, due, new Date(now.getTime() + LEASE_MS), BATCH);
      if (batch.length === 0) return;
      for (const job of batch) await this.run(job.id, job.kind, job.payload, job.attempts);
    }
  }

  private async run(id: string, kind: string, payload: Record<string, unknown>, attempt: number): Promise<void> {
    const handler = this.handlers[kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${kind}`);
      await handler(payload);
      await completeJob(this.db, id, this.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = attempt < MAX_ATTEMPTS ? new Date(this.clock().getTime() + retryDelayMs(attempt)) : null;
      this.log.warn(
        { jobId: id, kind, attempt, err: error },
        retryAt ? 'job failed, will retry' : 'job failed for good',
      );
      await failJob(this.db, id, message, retryAt, this.clock());
    }
  }
}
