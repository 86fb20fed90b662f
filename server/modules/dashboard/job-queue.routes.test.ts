import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  headers = (await staffSession(t)).headers;
  // No worker takes the jobs below while they are counted.
  await t.app.services.jobs.stop();
});
afterAll(() => t.close());

const read = (as = headers) => t.app.inject({ method: 'GET', url: '/api/admin/job-queue.php', headers: as });

describe('the job queue panel', () => {
  it('counts the open and dead jobs of each kind: due, scheduled, leased or retrying, dead', async () => {
    const now = t.now().getTime();
    const minutes = (n: number) => new Date(now + n * 60_000);
    await t.database.db.insert(jobs).values([
      { kind: 'queue.alpha', payload: {}, runAt: minutes(-5) },
      { kind: 'queue.alpha', payload: {}, runAt: minutes(-1), attempts: 3, lastError: 'down' },
      { kind: 'queue.alpha', payload: {}, runAt: minutes(60) },
      { kind: 'queue.alpha', payload: {}, runAt: minutes(4), attempts: 1 },
      { kind: 'queue.alpha', payload: {}, runAt: minutes(-60), doneAt: minutes(-59) },
      { kind: 'queue.beta', payload: {}, runAt: minutes(-60), attempts: 30, lastError: 'gone', doneAt: minutes(-2) },
      { kind: 'queue.beta', payload: {}, runAt: minutes(30), attempts: 2, lastError: 'busy' },
    ]);
    const res = await read();
    expect(res.statusCode).toBe(200);
    const counted = res.json().kinds.filter((kind: { kind: string }) => kind.kind.startsWith('queue.'));
    expect(counted).toEqual([
      { kind: 'queue.alpha', due: 2, scheduled: 1, leased_or_retrying: 1, dead: 0 },
      { kind: 'queue.beta', due: 0, scheduled: 0, leased_or_retrying: 1, dead: 1 },
    ]);
  });

  it('refuses moderators and operators', async () => {
    for (const role of ['moderator', 'operator'] as const)
      expect((await read((await staffSession(t, role)).headers)).statusCode).toBe(403);
  });
});
