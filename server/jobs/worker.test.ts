import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { defineJob, enqueue, handleJob } from './job-definition.ts';
import { enqueueJob } from './jobs.repo.ts';
import { JobWorker, MAX_ATTEMPTS } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const numbered = z.object({ n: z.number() });

describe('JobWorker', () => {
  it('runs due jobs once, and retries a failing one with back-off until it succeeds', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const seen: string[] = [];
    let failuresLeft = 2;
    const ok = defineJob('ok', numbered);
    const flaky = defineJob('flaky', z.object({}));
    const worker = new JobWorker(
      database.db,
      [
        handleJob(ok, async ({ n }) => void seen.push(String(n))),
        handleJob(flaky, async () => {
          if (failuresLeft-- > 0) throw new Error('smtp down');
          seen.push('flaky');
        }),
      ],
      silent,
      () => now,
    );
    await enqueue(database.db, ok, { n: 1 });
    await enqueue(database.db, flaky, {});
    // Jobs are due from their creation time, which is the real clock: start the worker clock after it.
    now = new Date(Date.now() + 1000);
    await worker.drain();
    expect(seen).toEqual(['1']);
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'smtp down', doneAt: null });

    await worker.drain();
    expect(seen).toEqual(['1']); // not due yet: 30 s back-off
    now = new Date(now.getTime() + 31_000);
    await worker.drain();
    now = new Date(now.getTime() + 61_000);
    await worker.drain();
    expect(seen).toEqual(['1', 'flaky']);
    const [done] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(done!.attempts).toBe(3);
    expect(done!.doneAt).not.toBeNull();
    await worker.drain();
    expect(seen).toEqual(['1', 'flaky']);
  });

  it('keeps a job out of tries as dead, its secrets taken out and its death in one warning line', async () => {
    let now = new Date(Date.now() + 1000);
    const warnings: { fields: Record<string, unknown>; text: string }[] = [];
    const log = { ...silent, warn: (fields: Record<string, unknown>, text: string) => warnings.push({ fields, text }) };
    const worker = new JobWorker(database.db, [], log as unknown as FastifyBaseLogger, () => now);
    const url = 'https://demo.test/api/activate.php?token=s3cret-t0ken';
    await enqueueJob(database.db, 'mail.unknown', { userId: 'u-1', url, to: 'new@example.com', code: 'abc123' });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await worker.drain();
      now = new Date(now.getTime() + 2 * 3600_000);
    }
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.unknown'));
    expect(job).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: 'no handler for job kind mail.unknown' });
    expect(job!.doneAt).not.toBeNull();
    expect(job!.payload).toEqual({
      userId: 'u-1',
      url: 'https://demo.test/api/activate.php?token=[removed]',
      to: 'new@example.com',
      code: '[removed]',
    });
    const deaths = warnings.filter((warning) => warning.text.includes('dead'));
    expect(deaths).toHaveLength(1);
    expect(deaths[0]!.fields).toEqual({
      jobId: job!.id,
      kind: 'mail.unknown',
      attempts: MAX_ATTEMPTS,
      error: 'no handler for job kind mail.unknown',
    });
    expect(JSON.stringify(warnings)).not.toContain('s3cret');
    await worker.drain();
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.attempts).toBe(MAX_ATTEMPTS);
  });

  it('retries for about a day, an hour apart at most, before a job dies', async () => {
    let now = new Date(Date.now() + 1000);
    const tries: Date[] = [];
    const failing = defineJob('other.failing', z.object({}));
    const worker = new JobWorker(
      database.db,
      [
        handleJob(failing, async () => {
          tries.push(now);
          throw new Error('down');
        }),
      ],
      silent,
      () => now,
    );
    await enqueue(database.db, failing, {});
    for (;;) {
      await worker.drain();
      const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'other.failing'));
      if (job!.doneAt) break;
      now = job!.runAt; // the next try's time
    }
    expect(tries).toHaveLength(MAX_ATTEMPTS);
    const gaps = tries.slice(1).map((at, i) => at.getTime() - tries[i]!.getTime());
    expect(gaps.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    expect(Math.max(...gaps)).toBe(3600_000);
    const span = tries.at(-1)!.getTime() - tries[0]!.getTime();
    expect(span).toBeGreaterThan(20 * 3600_000);
    expect(span).toBeLessThan(25 * 3600_000);
  });

  it('runs each of 100 jobs of every lane exactly once when two workers (two instances) drain at the same time', async () => {
    const now = new Date(Date.now() + 1000);
    const ran: string[] = [];
    const slowly = async ({ n }: { n: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ran.push(String(n));
    };
    const kinds = ['mail.twice', 'push.twice', 'other.twice'];
    const twice = kinds.map((kind) => defineJob(kind, numbered));
    const handlers = twice.map((job) => handleJob(job, slowly));
    const workers = [1, 2].map(() => new JobWorker(database.db, handlers, silent, () => now));
    await Promise.all(Array.from({ length: 100 }, (_, n) => enqueue(database.db, twice[n % 3]!, { n })));
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(ran.toSorted((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 100 }, (_, n) => String(n)));
    const done = await database.db.select().from(jobs).where(inArray(jobs.kind, kinds));
    expect(done).toHaveLength(100);
    expect(done.every((job) => job.attempts === 1 && job.doneAt !== null && job.lastError === null)).toBe(true);
  });

  it('stops hearing new jobs before its stop resolves', async () => {
    const steps: string[] = [];
    const listening = {
      listen: async () => async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('unlistened');
      },
    };
    const worker = new JobWorker(database.db, [], silent, () => new Date());
    await worker.hearNewJobs(listening);
    await worker.stop();
    steps.push('stopped');
    expect(steps).toEqual(['unlistened', 'stopped']);
  });
});
