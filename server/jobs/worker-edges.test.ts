import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { type Mailer, createMailer } from '../lib/mailer.ts';
import { generateVapidKeys } from '../lib/vapid.ts';
import { sendPush } from '../lib/web-push.ts';
import { type HungSmtpServer, startHungSmtpServer } from '../test/hung-smtp.ts';
import { PushServiceStandIn } from '../test/push-service.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { type JobDefinition, defineJob, enqueue, handleJob } from './job-definition.ts';
import { JobWorker } from './worker.ts';

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const clock = () => new Date();

let database: Database;
let hung: HungSmtpServer;
let sink: SmtpSink;
const pushService = new PushServiceStandIn();
const mailDir = mkdtempSync(join(tmpdir(), 'outbox-edges-'));
beforeAll(async () => {
  [database, hung, sink] = await Promise.all([createTestDatabase(), startHungSmtpServer(), startSmtpSink()]);
  await pushService.start();
});
afterAll(async () => {
  await Promise.all([database.close(), hung.close(), sink.close(), pushService.stop()]);
  rmSync(mailDir, { recursive: true, force: true });
});

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mailPayload = z.object({ to: z.string(), subject: z.string() });
const mailHandler = (job: JobDefinition<z.infer<typeof mailPayload>>, mailer: () => Mailer) =>
  handleJob(job, async ({ to, subject }) =>
    mailer().send({
      to,
      fromName: 'Outbox test',
      fromAddress: 'outbox@example.com',
      subject,
      text: 'hello',
      html: '<p>hello</p>',
    }),
  );

const jobRow = async (kind: string) => (await database.db.select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

describe('the outbox at its edges', () => {
  it('delivers a push within seconds while a hung mail server holds 20 mails, never more than 4 at once', async () => {
    const mailer = createMailer({ smtpUrl: hung.url, mailDir });
    const browser = pushService.subscribe('/hung-smtp');
    const vapid = generateVapidKeys();
    const mail = defineJob('mail.hung', mailPayload);
    const push = defineJob('push.hung', z.object({ text: z.string() }));
    const worker = new JobWorker(
      database.db,
      [
        mailHandler(mail, () => mailer),
        handleJob(
          push,
          async (payload) =>
            void (await sendPush(browser, payload, {
              vapid,
              subject: 'mailto:outbox@example.com',
              topic: 'hung',
              ttlSeconds: 60,
              urgency: 'high',
            })),
        ),
      ],
      silent,
      clock,
    );
    for (let n = 0; n < 20; n++) await enqueue(database.db, mail, { to: `m${n}@example.com`, subject: `${n}` });
    worker.start();
    await until(() => hung.openConnections() === 4);
    const queuedAt = Date.now();
    await enqueue(database.db, push, { text: 'a message' });
    worker.kick();
    await until(() => pushService.received.length === 1);
    const delayMs = Date.now() - queuedAt;
    console.log(`push delivered ${delayMs} ms after it was queued, with the mail server hung`);
    expect(delayMs).toBeLessThan(5000);
    expect(browser.decrypt(pushService.received[0]!.body)).toBe('{"text":"a message"}');
    expect(hung.openConnections()).toBe(4);
    // Stopping hands the 4 mails hung at the server back, due now and their try not counted.
    const stoppedAt = new Date();
    await worker.stop(1000);
    await mailer.close();
    const left = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.hung'));
    expect(left).toHaveLength(20);
    expect(left.every((job) => job.attempts === 0 && job.doneAt === null && job.runAt <= new Date())).toBe(true);
    expect(left.filter((job) => job.runAt >= stoppedAt)).toHaveLength(4);
    await database.db.delete(jobs).where(eq(jobs.kind, 'mail.hung'));
  });

  it('gives up on a mail server that never greets and sends the mail on a later try', async () => {
    let mailer = createMailer({ smtpUrl: `${hung.url}?connectionTimeout=500&greetingTimeout=500`, mailDir });
    let now = new Date();
    const mail = defineJob('mail.timeout', mailPayload);
    const worker = new JobWorker(database.db, [mailHandler(mail, () => mailer)], silent, () => now);
    await enqueue(database.db, mail, { to: 'late@example.com', subject: 'late' });
    now = new Date(Date.now() + 1000);
    const started = Date.now();
    await worker.drain();
    expect(Date.now() - started).toBeLessThan(5000);
    const failed = await jobRow('mail.timeout');
    expect(failed).toMatchObject({ attempts: 1, doneAt: null });
    expect(failed.lastError).toMatch(/greeting|timeout/i);
    expect(failed.runAt.getTime()).toBe(now.getTime() + 30_000);

    await mailer.close();
    mailer = createMailer({ smtpUrl: sink.url, mailDir });
    now = new Date(now.getTime() + 31_000);
    await worker.drain();
    expect((await sink.waitFor((mail) => mail.subject === 'late')).to).toEqual(['late@example.com']);
    expect(await jobRow('mail.timeout')).toMatchObject({ attempts: 2, lastError: null });
    await mailer.close();
  });

  it('stops within its deadline with a job hung in its handler, and another worker takes that job at once', async () => {
    let release = () => {};
    let started = false;
    const hungJob = new Promise<void>((resolve) => (release = resolve));
    const hang = defineJob('other.hang', z.object({}));
    const first = new JobWorker(
      database.db,
      [
        handleJob(hang, async () => {
          started = true;
          await hungJob;
        }),
      ],
      silent,
      clock,
    );
    await enqueue(database.db, hang, {});
    first.start();
    await until(() => started);
    const stopAt = Date.now();
    await first.stop(1000);
    const stopMs = Date.now() - stopAt;
    console.log(`stop() took ${stopMs} ms with a hung job (deadline 1000 ms)`);
    expect(stopMs).toBeGreaterThanOrEqual(950);
    expect(stopMs).toBeLessThan(3000);
    // The app's close stops it again: no second deadline.
    const againAt = Date.now();
    await first.stop();
    expect(Date.now() - againAt).toBeLessThan(500);
    expect(await jobRow('other.hang')).toMatchObject({ attempts: 0, doneAt: null });

    let ranOnSecond = 0;
    const second = new JobWorker(database.db, [handleJob(hang, async () => void ranOnSecond++)], silent, clock);
    const takenAt = Date.now();
    await second.drain();
    expect(ranOnSecond).toBe(1);
    expect(Date.now() - takenAt).toBeLessThan(3000);
    const done = await jobRow('other.hang');
    expect(done).toMatchObject({ attempts: 1, lastError: null });
    // The first worker's handler ends late: the job is no longer its own, so nothing it writes counts.
    release();
    await hungJob;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await jobRow('other.hang')).toEqual(done);
  });
});
