import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { JOB_ENQUEUED_CHANNEL } from '../db/job-announcements.ts';
import type { Unlisten } from '../db/listen.ts';
import { JOB_LANES, type JobLane } from '../db/schema/index.ts';
import { DeadJobs } from './dead-jobs.ts';
import type { JobHandler } from './job-definition.ts';
import { type JobRow, buryJob, completeJob, retryJobLater } from './jobs.repo.ts';
import { Lane } from './lane.ts';
import { withoutSecrets } from './payload-secrets.ts';

/**
 * Jobs of each lane run at once per instance: mails wait on the mail server (up to its timeouts), pushes are quick
 * but many (one per message), an account erasure is heavy and rare.
 */
const LANE_CONCURRENCY: Record<JobLane, number> = { mail: 4, push: 8, other: 2 };
/** The back-off doubles from 30 s up to an hour between tries. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/**
 * A job dies at its 30th failed try, about 23 h after its first: a mail server down for a night still gets every
 * mail once it is back.
 */
export const MAX_ATTEMPTS = 30;
const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
/** How long stop() lets running jobs finish by default: half of the process's 10 s to stop. */
const STOP_DEADLINE_MS = 5000;

/**
 * Carries out the outbox in lanes (mail, push, other; the jobs table's `lane` says which), each claiming its own
 * kinds with its own concurrency; failures are retried with back-off, and a job out of tries is kept as dead.
 * Polled and kicked on new work.
 */
export class JobWorker {
  /** The jobs that ran out of tries, for staff to see and retry. */
  readonly dead: DeadJobs;
  private readonly lanes: Lane[];
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private unlisten: Unlisten | undefined;
  /** How many jobs this instance has run: a drain goes round the lanes again while a round ran any. */
  private runs = 0;

  /** `handlers`: one for each kind of job (the modules' `handleJob`); a kind handled twice is refused. */
  constructor(
    private readonly db: Db,
    handlers: readonly JobHandler[],
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {
    for (const handler of handlers) {
      if (this.handlers.has(handler.kind)) throw new Error(`two handlers for job kind ${handler.kind}`);
      this.handlers.set(handler.kind, handler);
    }
    this.lanes = JOB_LANES.map(
      (lane) =>
        new Lane({
          db,
          lane,
          concurrency: LANE_CONCURRENCY[lane],
          clock,
          log,
          run: (job, lease) => this.run(job, lease),
        }),
    );
    this.dead = new DeadJobs(db, clock, () => this.kick());
  }

  start(pollMs = 5000): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  /**
   * Runs new jobs as soon as the transaction that wrote them commits, on this instance or any other (the jobs table
   * announces them: db/job-announcements.ts); after a gap in hearing, the poll and a kick on resuming catch up.
   */
  async hearNewJobs(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(JOB_ENQUEUED_CHANNEL, {
      message: () => this.kick(),
      gap: () => {},
      resumed: () => this.kick(),
    });
  }

  /**
   * Stops claiming at once, lets running jobs finish for up to `deadlineMs`, then hands every job still leased back
   * (due now, the attempt not counted), so another instance runs it without waiting for the lease to end. A second
   * call (the shutdown's, then the app's close) waits for the first instead of granting a new deadline.
   */
  stop(deadlineMs = STOP_DEADLINE_MS): Promise<void> {
    clearInterval(this.timer);
    const unlistened = this.unlisten?.();
    this.unlisten = undefined;
    const deadline = Date.now() + deadlineMs;
    this.stopping ??= Promise.all([unlistened, ...this.lanes.map((lane) => lane.stop(deadline))]).then(() => {});
    return this.stopping;
  }

  /** Runs due jobs soon; a claim already under way is not doubled. */
  kick(): void {
    for (const lane of this.lanes) lane.kick();
  }

  /**
   * Resolves once every job due now has run (and those its runs made due). A job may enqueue one of another lane
   * that was already drained (a new member's saved searches, a push), so the lanes are drained again until a round
   * runs nothing.
   */
  async drain(): Promise<void> {
    let before: number;
    do {
      before = this.runs;
      await Promise.all(this.lanes.map((lane) => lane.drain()));
    } while (this.runs !== before);
  }

  private async run(job: JobRow, lease: Date): Promise<void> {
    const { id, kind, attempts } = job;
    const leased = { id, lease };
    this.runs += 1;
    const handler = this.handlers.get(kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${kind}`);
      await handler.run(job.payload);
      await completeJob(this.db, leased, this.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts < MAX_ATTEMPTS) {
        this.log.warn({ jobId: id, kind, attempt: attempts, err: error }, 'job failed, will retry');
        await retryJobLater(this.db, leased, message, new Date(this.clock().getTime() + retryDelayMs(attempts)));
      } else {
        this.log.warn({ jobId: id, kind, attempts, error: message }, 'job dead: out of tries, kept for staff');
        await buryJob(this.db, leased, message, withoutSecrets(job.payload), this.clock());
      }
    }
  }
}
