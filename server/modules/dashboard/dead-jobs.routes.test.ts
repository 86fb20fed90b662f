import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/jobs.repo.ts';
import { MAX_ATTEMPTS } from '../../jobs/worker.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
let staffEmail: string;
const newIp = addresses(14);

/** A loopback port nothing listens on: every mail is refused at once, so every mail job fails. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  ({
    headers: staffHeaders,
    account: { email: staffEmail },
  } = await staffSession(t));
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: staffHeaders,
    ...(payload ? { payload } : {}),
  });

/** Runs every try the jobs have, two hours apart (past the longest back-off); then logs in to the console again. */
async function failForGood(): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    await t.app.services.jobs.drain();
    t.advance(2 * 3600_000);
  }
  ({
    headers: staffHeaders,
    account: { email: staffEmail },
  } = await staffSession(t));
}

const retriesAudited = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'job.retried'));

describe('dead jobs for staff', () => {
  it('lists jobs out of tries without their secrets, newest first, and runs a retried one again', async () => {
    const member = await signupMember(t.app, newIp(), 'unreachable@example.com');
    const [activation] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.activation'));
    const token = new URL(String(activation!.payload.url)).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);
    await failForGood();
    await enqueueJob(t.database.db, 'other.unknown', { userId: member.id });
    await failForGood();

    const listed = await staff('GET', '/api/admin/dead-jobs.php');
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).not.toContain(token);
    const [unknown, mail] = listed.json().jobs;
    expect(listed.json().more).toBe(false);
    expect(unknown).toMatchObject({
      kind: 'other.unknown',
      attempts: MAX_ATTEMPTS,
      last_error: 'no handler for job kind other.unknown',
      payload: { userId: member.id },
      retryable: true,
    });
    expect(mail).toMatchObject({
      id: activation!.id,
      kind: 'mail.activation',
      attempts: MAX_ATTEMPTS,
      payload: { userId: member.id, url: expect.stringMatching(/\/api\/activate\.php\?token=\[removed\]$/) },
      retryable: false,
    });
    expect(mail.last_error).toMatch(/ECONNREFUSED/);
    const [stored] = await t.database.db.select().from(jobs).where(eq(jobs.id, activation!.id));
    expect(JSON.stringify(stored!.payload)).not.toContain(token);

    const refused = await staff('POST', '/api/admin/job-retry.php', { id: mail.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('job_not_retryable');

    expect(await retriesAudited()).toEqual([]);

    expect((await staff('POST', '/api/admin/job-retry.php', { id: unknown.id })).json()).toEqual({ ok: true });
    const [audited, ...more] = await retriesAudited();
    expect(more).toEqual([]);
    expect(audited).toMatchObject({
      actor: staffEmail,
      objectType: 'job',
      objectId: unknown.id,
      before: { kind: 'other.unknown', attempts: MAX_ATTEMPTS, last_error: 'no handler for job kind other.unknown' },
    });
    // Due at once with all its tries again: it has run (and failed) once more.
    await t.app.services.jobs.drain();
    const [again] = await t.database.db.select().from(jobs).where(eq(jobs.id, unknown.id));
    expect(again).toMatchObject({ attempts: 1, doneAt: null, lastError: 'no handler for job kind other.unknown' });
    expect((await staff('GET', '/api/admin/dead-jobs.php')).json().jobs.map((job: { id: string }) => job.id)).toEqual([
      mail.id,
    ]);
    // Only a dead job is retried.
    expect((await staff('POST', '/api/admin/job-retry.php', { id: unknown.id })).statusCode).toBe(404);
    expect((await staff('POST', '/api/admin/job-retry.php', { id: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await retriesAudited()).toHaveLength(1);
  });

  it('pages the list and refuses the routes without a console session', async () => {
    expect((await staff('GET', '/api/admin/dead-jobs.php?page=2')).json()).toEqual({ jobs: [], more: false });
    expect((await staff('GET', '/api/admin/dead-jobs.php?page=0')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dead-jobs.php', headers: CLIENT_HEADERS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses moderators and operators', async () => {
    for (const role of ['moderator', 'operator'] as const) {
      const { headers } = await staffSession(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/dead-jobs.php', headers })).statusCode).toBe(403);
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/admin/job-retry.php',
        headers,
        payload: { id: crypto.randomUUID() },
      });
      expect(retry.statusCode).toBe(403);
    }
  });
});
