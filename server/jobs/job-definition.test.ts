import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { defineJob, enqueue, handleJob } from './job-definition.ts';
import { JobWorker } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const jobRow = async (kind: string) => (await database.db.select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

describe('defineJob', () => {
  it('runs a job as soon as the transaction that wrote it commits, not at the next poll', async () => {
    const wake = defineJob('other.wake', z.object({ n: z.number() }));
    let ran!: (n: number) => void;
    const handled = new Promise<number>((resolve) => (ran = resolve));
    const clock = () => new Date(Date.now() + 1000);
    const worker = new JobWorker(database.db, [handleJob(wake, async ({ n }) => ran(n))], silent, clock);
    await worker.hearNewJobs(database);
    worker.start(3_600_000); // one kick now, on an empty table; the next poll is an hour away
    await worker.drain();
    await database.db.transaction((tx) => enqueue(tx, wake, { n: 1 }));
    expect(await handled).toBe(1);
    await worker.stop();
  });

  it('hands the handler the payload it was enqueued with, as its definition describes it', async () => {
    const greeting = defineJob(
      'other.greeting',
      z.object({ to: z.string(), times: z.number(), note: z.string().optional() }),
    );
    const received: { to: string; times: number; note?: string }[] = [];
    await enqueue(database.db, greeting, { to: 'member-1', times: 2 });
    // Jobs are due from their creation time, which is the real clock: start the worker clock after it.
    const now = new Date(Date.now() + 1000);
    const worker = new JobWorker(
      database.db,
      [
        handleJob(greeting, async (payload) => {
          // @ts-expect-error: the handler's payload has the defined fields only
          void payload.userId;
          received.push(payload);
        }),
      ],
      silent,
      () => now,
    );
    await worker.drain();
    expect(received).toEqual([{ to: 'member-1', times: 2 }]);
    expect(await jobRow('other.greeting')).toMatchObject({ attempts: 1, lastError: null, doneAt: expect.any(Date) });
  });

  it('fails a job whose payload does not fit its definition, naming what, without running its handler', async () => {
    const erase = defineJob('other.strict', z.object({ userId: z.string() }));
    // @ts-expect-error: a payload its definition does not describe does not compile (one from another version might)
    await enqueue(database.db, erase, { userId: 7 });
    const now = new Date(Date.now() + 1000);
    let ran = 0;
    const worker = new JobWorker(database.db, [handleJob(erase, async () => void ran++)], silent, () => now);
    await worker.drain();
    expect(ran).toBe(0);
    // Like any failure: tried again after the back-off, kept as dead once out of tries.
    expect(await jobRow('other.strict')).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: 'malformed payload for job kind other.strict: userId: Invalid input: expected string, received number',
      runAt: new Date(now.getTime() + 30_000),
    });
  });

  it('refuses a worker given two handlers for one kind of job', () => {
    const twice = defineJob('other.twice', z.object({}));
    const handle = async () => {};
    expect(
      () => new JobWorker(database.db, [handleJob(twice, handle), handleJob(twice, handle)], silent, () => new Date()),
    ).toThrow('two handlers for job kind other.twice');
  });
});
