import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { dayWindow, takeQuota } from './usage-quota.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Each take in its own transaction, all at once: as parallel requests would. */
const takeInParallel = (count: number, rule: { name: string; limit: number }, subject: string, window: string) =>
  Promise.all(
    Array.from({ length: count }, () => database.db.transaction((tx) => takeQuota(tx, rule, subject, window))),
  );

describe('takeQuota', () => {
  it('lets exactly `limit` of 50 parallel takes through', async () => {
    const taken = await takeInParallel(50, { name: 'parallel', limit: 7 }, 'member-1', '2026-11-23');
    expect(taken.filter(Boolean)).toHaveLength(7);
  });

  it('counts each subject and rule apart, and starts again in a new window', async () => {
    const rule = { name: 'daily', limit: 2 };
    expect(await takeInParallel(3, rule, 'a', 'day-1')).toEqual(expect.arrayContaining([true, true, false]));
    expect(await takeInParallel(1, rule, 'b', 'day-1')).toEqual([true]);
    expect(await takeInParallel(1, { name: 'other', limit: 2 }, 'a', 'day-1')).toEqual([true]);
    expect((await takeInParallel(3, rule, 'a', 'day-2')).filter(Boolean)).toHaveLength(2);
  });

  it('gives the use back when the transaction that took it fails', async () => {
    const rule = { name: 'rollback', limit: 1 };
    await expect(
      database.db.transaction(async (tx) => {
        await takeQuota(tx, rule, 'x', 'w');
        throw new Error('the limited write failed');
      }),
    ).rejects.toThrow('the limited write failed');
    expect(await takeInParallel(1, rule, 'x', 'w')).toEqual([true]);
  });

  it('refuses everything under a limit of 0', async () => {
    expect(await takeInParallel(1, { name: 'closed', limit: 0 }, 'x', 'w')).toEqual([false]);
  });
});

describe('dayWindow', () => {
  it("is the calendar day in the site's time zone", () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(dayWindow(lateEvening, 'Europe/Amsterdam')).toBe('2026-11-24');
    expect(dayWindow(lateEvening, 'America/New_York')).toBe('2026-11-23');
  });
});
