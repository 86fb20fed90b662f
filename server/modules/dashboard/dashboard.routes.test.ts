import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema/index.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { DAY_1, DAY_2, insertFigures } from './dashboard.fixtures.ts';
import { DashboardFigures } from './dashboard.service.ts';

let t: TestApp;
let headers: Record<string, string>;
let demoSiteId: string;
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  headers = (await staffSession(t)).headers;
  [{ id: demoSiteId }] = (await t.database.db.select({ id: sites.id }).from(sites)) as [{ id: string }];
  ({ otherSiteId } = await insertFigures(t.database.db, demoSiteId));
});
afterAll(() => t.close());

const read = (query: string, as = headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/dashboard.php${query}`, headers: as });

const zero = {
  visits: 0,
  signups: 0,
  activations: 0,
  first_payments: 0,
  member_messages: 0,
  fictional_messages: 0,
  active_members: 0,
};

/** The expected rows of the fixtures, as the dashboard orders them (day, site, source). */
function expectedRows() {
  const rows = [
    {
      day: DAY_1,
      site_id: demoSiteId,
      source: 'adnet',
      ...zero,
      visits: 10,
      signups: 1,
      activations: 1,
      first_payments: 1,
      member_messages: 2,
      active_members: 1,
    },
    { day: DAY_1, site_id: otherSiteId, source: 'adnet', ...zero, active_members: 1 },
    {
      day: DAY_2,
      site_id: demoSiteId,
      source: 'none',
      ...zero,
      visits: 4,
      signups: 1,
      activations: 1,
      member_messages: 1,
      fictional_messages: 3,
      active_members: 1,
    },
    {
      day: DAY_2,
      site_id: otherSiteId,
      source: 'adnet',
      ...zero,
      signups: 1,
      first_payments: 1,
      member_messages: 1,
      active_members: 1,
    },
    { day: DAY_2, site_id: otherSiteId, source: 'other', ...zero, visits: 3 },
  ];
  return rows.sort(
    (a, b) => a.day.localeCompare(b.day) || a.site_id.localeCompare(b.site_id) || a.source.localeCompare(b.source),
  );
}
const revenue = () =>
  [
    {
      day: DAY_1,
      site_id: demoSiteId,
      source: 'adnet',
      currency: 'EUR',
      gross_cents: 1000,
      reversed_cents: 0,
      net_cents: 1000,
    },
    {
      day: DAY_2,
      site_id: demoSiteId,
      source: 'adnet',
      currency: 'EUR',
      gross_cents: 2000,
      reversed_cents: 500,
      net_cents: 1500,
    },
    {
      day: DAY_2,
      site_id: otherSiteId,
      source: 'adnet',
      currency: 'USD',
      gross_cents: 1500,
      reversed_cents: 1500,
      net_cents: 0,
    },
  ].sort((a, b) => a.day.localeCompare(b.day) || a.site_id.localeCompare(b.site_id));

describe('the dashboard figures', () => {
  it('counts each figure per day (in the site time zone), site and traffic source', async () => {
    const res = await read(`?from=${DAY_1}&to=${DAY_2}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: DAY_1, to: DAY_2 });
    expect(body.rows).toEqual(expectedRows());
    expect(body.revenue).toEqual(revenue());
    expect(body.sites.map((site: { id: string }) => site.id).sort()).toEqual([demoSiteId, otherSiteId].sort());
  });

  it('reads only the days and the site asked for', async () => {
    const day2 = (await read(`?from=${DAY_2}&to=${DAY_2}`)).json();
    expect(day2.rows).toEqual(expectedRows().filter((row) => row.day === DAY_2));
    expect(day2.revenue).toEqual(revenue().filter((row) => row.day === DAY_2));
    const other = (await read(`?from=${DAY_1}&to=${DAY_2}&site_id=${otherSiteId}`)).json();
    expect(other.rows).toEqual(expectedRows().filter((row) => row.site_id === otherSiteId));
    expect(other.revenue).toEqual(revenue().filter((row) => row.site_id === otherSiteId));
  });

  it('reads the last 30 days by default and refuses more than 366 or an end before the start', async () => {
    // Today of the latest site: the demo's Amsterdam is ahead of the other site's UTC.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(t.now());
    const recent = (await read('')).json();
    expect(recent.to).toBe(today);
    expect(recent.from).toBe(new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10));
    expect(recent.rows.some((row: { day: string }) => row.day <= DAY_2)).toBe(false);

    expect((await read('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200); // 366 days (a leap year)
    const tooLong = await read('?from=2024-01-01&to=2025-01-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('validation_failed');
    expect((await read('?from=2020-01-01')).statusCode).toBe(400); // up to today: years
    expect((await read(`?from=${DAY_2}&to=${DAY_1}`)).statusCode).toBe(400);
    expect((await read('?from=yesterday')).statusCode).toBe(400);
  });

  it("ends the default range on the sites' today, not UTC's: at 23:30 UTC Amsterdam is on the next day", async () => {
    const lateEvening = new DashboardFigures(t.database.db, () => new Date('2026-11-27T23:30:00Z'));
    expect((await lateEvening.figures({})).to).toBe('2026-11-28');
    expect((await lateEvening.figures({ site_id: demoSiteId })).to).toBe('2026-11-28');
    expect((await lateEvening.figures({ site_id: otherSiteId })).to).toBe('2026-11-27');
  });

  it('refuses moderators and operators', async () => {
    for (const role of ['moderator', 'operator'] as const) {
      const other = (await staffSession(t, role)).headers;
      expect((await read('', other)).statusCode).toBe(403);
    }
  });
});
