import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { enqueueJob } from './jobs.repo.ts';
import { JobWorker } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('JobWorker', () => {
  it('runs due jobs once, and retries a failing one with back-off until it succeeds', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const seen: string[] = [];
    let failuresLeft = 2;
    const worker = new JobWorker(
      database.db,
      {
        ok: async (payload) => void seen.push(String(payload.n)),
        flaky: async () => {
          if (failuresLeft-- > 0) throw new Error('smtp down');
          seen.push('flaky');
        },
      },
      silent,
      () => now,
    );
    await enqueueJob(database.db, 'ok', { n: 1 });
    await enqueueJob(database.db, 'flaky', {});
    // Jobs are due from their creation time, which is the real clock: start the worker clock after it.
    now = new Date(Date.now() + 1000);
    await worker.drain();
    expect(seen).toEqual(['1']);
    const [flaky] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(flaky).toMatchObject({ attempts: 1, lastError: 'smtp down', doneAt: null });

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

  it('closes a job with an unknown kind after its last attempt, keeping the error', async () => {
    let now = new Date(Date.now() + 1000);
    const worker = new JobWorker(database.db, {}, silent, () => now);
    await enqueueJob(database.db, 'unknown', {});
    for (let i = 0; i < 8; i++) {
      await worker.drain();
      now = new Date(now.getTime() + 3 * 3600_000);
    }
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'unknown'));
    expect(job!.attempts).toBe(8);
    expect(job!.doneAt).not.toBeNull();
    expect(job!.lastError).toContain('no handler');
  });

  it('runs each of 50 jobs exactly once when two workers (two instances) drain at the same time', async () => {
    const now = new Date(Date.now() + 1000);
    const ran: string[] = [];
    const slowly = async (payload: Record<string, unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ran.push(String(payload.n));
    };
    const workers = [1, 2].map(() => new JobWorker(database.db, { twice: slowly }, silent, () => now));
    await Promise.all(Array.from({ length: 50 }, (_, n) => enqueueJob(database.db, 'twice', { n })));
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(ran.toSorted((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 50 }, (_, n) => String(n)));
    const done = await database.db.select().from(jobs).where(eq(jobs.kind, 'twice'));
    expect(done.every((job) => job.attempts === 1 && job.doneAt !== null)).toBe(true);
  });
});
