import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, trafficVisits } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE } from './first-touch.ts';

/** Visits counted at the same moment on PostgreSQL: one upsert each, none lost to another. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

describe('visits per source on PostgreSQL', () => {
  it('counts 20 first touches at the same moment as 20 visits of one day and source', async () => {
    const touches = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: '/api/settings.php?network=race', headers: CLIENT_HEADERS }),
      ),
    );
    expect(touches.every((res) => res.cookies.some((cookie) => cookie.name === TRACKING_COOKIE))).toBe(true);
    const [site] = await t.database.db.select({ timeZone: sites.timeZone }).from(sites).limit(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: site!.timeZone }).format(t.now());
    const rows = await t.database.db.select().from(trafficVisits);
    expect(rows.map(({ day, source, visits }) => ({ day, source, visits }))).toEqual([
      { day: today, source: 'race', visits: 20 },
    ]);
  });
});
