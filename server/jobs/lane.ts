import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { JobLane } from '../db/schema/index.ts';
import { type JobRow, type LeasedJob, claimDueJobs, handBackJobs } from './jobs.repo.ts';

/** How long a claimed job is this worker's; past it (the worker died) another takes it. */
const LEASE_MS = 5 * 60_000;
/**
 * A job written a moment ago is due now: its time is the database's (in microseconds) unless it names one, and the
 * worker's clock counts milliseconds, so a job kicked in the millisecond it was written would otherwise wait for the
 * next poll.
 */
const CLOCK_SLACK_MS = 1000;

export interface LaneOptions {
  db: Db;
  lane: JobLane;
  /** How many of the lane's jobs run at once on this instance. */
  concurrency: number;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Carries out one claimed job and records how it went (for as long as `lease` still holds it). */
  run: (job: JobRow, lease: Date) => Promise<void>;
}

/**
 * One lane of the outbox: claims only its own kinds of job and runs up to `concurrency` of them at a time, taking
 * the next as one finishes, so a lane whose edge hangs (a mail server) holds up no other lane.
 */
export class Lane {
  /** Jobs this lane claimed and has not finished: what a stop hands back. */
  private readonly leased = new Map<string, LeasedJob>();
  private readonly running = new Set<Promise<void>>();
  private claiming: Promise<void> | undefined;
  private claimAgain = false;
  private stopped = false;

  constructor(private readonly options: LaneOptions) {}

  /** Claims due jobs while there is room; a claim already under way claims once more after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.fill()
      .catch((error: unknown) => this.options.log.error({ err: error, lane: this.options.lane }, 'job lane failed'))
      .finally(() => {
        this.claiming = undefined;
        if (this.claimAgain) {
          this.claimAgain = false;
          this.kick();
        }
      });
  }

  /** Resolves once no job of this lane is due and none runs. */
  async drain(): Promise<void> {
    this.kick();
    while (this.claiming || this.running.size > 0) await Promise.all([this.claiming, ...this.running]);
  }

  /**
   * Claims nothing more, waits for the running jobs until `deadline`, then hands back every job still leased (due
   * now, its attempt not counted) so another worker runs it at once instead of after the lease.
   */
  async stop(deadline: number): Promise<void> {
    this.stopped = true;
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
    await Promise.race([Promise.all([this.claiming, ...this.running]), timeUp]);
    clearTimeout(timer);
    const left = [...this.leased.values()];
    this.leased.clear();
    if (left.length === 0) return;
    // A stop goes on when the database is gone: the jobs then run again once their lease ends.
    await handBackJobs(this.options.db, left, this.options.clock()).catch((error: unknown) =>
      this.options.log.error({ err: error, lane: this.options.lane, jobs: left.length }, 'leased jobs not handed back'),
    );
  }

  private async fill(): Promise<void> {
    const { db, lane, concurrency, clock } = this.options;
    while (!this.stopped && this.running.size < concurrency) {
      const now = clock().getTime();
      const lease = new Date(now + LEASE_MS);
      const room = concurrency - this.running.size;
      const batch = await claimDueJobs(db, lane, new Date(now + CLOCK_SLACK_MS), lease, room);
      for (const job of batch) {
        this.leased.set(job.id, { id: job.id, lease });
        // Claimed while stopping: left leased, to be handed back.
        if (!this.stopped) this.start(job, lease);
      }
      if (batch.length < room) return;
    }
  }

  private start(job: JobRow, lease: Date): void {
    const done: Promise<void> = this.options
      .run(job, lease)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job not recorded'),
      )
      .finally(() => {
        this.leased.delete(job.id);
        this.running.delete(done);
        this.kick();
      });
    this.running.add(done);
  }
}
