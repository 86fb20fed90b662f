import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { enqueueJob } from './jobs.repo.ts';

/** What a job carries: a JSON object, kept in its row. */
export type JobPayload = Record<string, unknown>;

/**
 * A kind of job and the payload it carries: its module enqueues it with `enqueue` and gives it its handler with
 * `handleJob`, both typed by the payload's schema. The kind's prefix picks the worker's lane (`mail.*`, `push.*`,
 * anything else: the jobs table's `lane`).
 */
export interface JobDefinition<Payload extends JobPayload> {
  readonly kind: string;
  readonly payload: z.ZodType<Payload>;
}

export function defineJob<Payload extends JobPayload>(
  kind: string,
  payload: z.ZodType<Payload>,
): JobDefinition<Payload> {
  return { kind, payload };
}

/** Writes a job of this kind in the caller's transaction (see `enqueueJob`). */
export function enqueue<Payload extends JobPayload>(
  tx: Db,
  job: JobDefinition<Payload>,
  payload: Payload,
  runAt?: Date,
): Promise<void> {
  return enqueueJob(tx, job.kind, payload, runAt);
}

/** Zod's own English messages, not the catalogue keys the contracts set for the web (shared/contracts/common.ts). */
const payloadErrors = z.locales.en().localeError;

/** A kind of job the worker carries out, given the payload as its row holds it. */
export interface JobHandler {
  readonly kind: string;
  run(payload: JobPayload): Promise<void>;
}

/**
 * The handler of a kind of job: it gets the payload its definition describes. A payload that does not fit (written
 * by another version of the app) fails the job, naming what does not fit, like any other failure: it is tried again
 * later, and kept as dead once out of tries.
 */
export function handleJob<Payload extends JobPayload>(
  job: JobDefinition<Payload>,
  handle: (payload: Payload) => Promise<void>,
): JobHandler {
  return {
    kind: job.kind,
    run: async (payload) => {
      const parsed = job.payload.safeParse(payload, { error: payloadErrors });
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
        throw new Error(`malformed payload for job kind ${job.kind}: ${problems}`);
      }
      await handle(parsed.data);
    },
  };
}
