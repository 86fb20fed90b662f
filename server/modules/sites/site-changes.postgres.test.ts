import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

const title = async () =>
  (await t.app.inject({ url: '/api/settings.php', headers: { host: 'localhost:3000' } })).json().index_title as string;

/** Polls until the app serves `expected` as the site's title; how long that took (fails after 10 s). */
async function msUntilTitle(expected: string): Promise<number> {
  const started = performance.now();
  while ((await title()) !== expected) {
    if (performance.now() - started > 10_000) throw new Error(`"${expected}" was never served`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

/** Ends the connections this database's instances listen for site changes on, as a network fault or a restart would. */
async function cutListeners(): Promise<number> {
  const ended = await queryRows(
    t.database.db,
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "site_changed"'`,
  );
  return ended.length;
}

describe('site changes when the listening connection is lost', () => {
  it('reads the sites again once listening again: a change made meanwhile is served, and later ones too', async () => {
    expect(await cutListeners()).toBe(1);
    await t.database.db.execute(sql`update sites set index_title = 'Changed while nobody listened'`);
    // The connection comes back after a second; the reload after it reads the change.
    expect(await msUntilTitle('Changed while nobody listened')).toBeLessThan(5_000);
    await t.database.db.execute(sql`update sites set index_title = 'Heard again'`);
    expect(await msUntilTitle('Heard again')).toBeLessThan(1_000);
  });
});
