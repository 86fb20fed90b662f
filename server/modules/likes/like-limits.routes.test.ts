import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/constants.ts';
import { likes, notifications, profiles, sites, usageCounters, users } from '../../db/schema/index.ts';
import { dayWindow } from '../../db/usage-quota.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** One member liking by the like button among 23 others; the site's caps set per test. */
let t: TestApp;
let liker: { id: string; cookie: string };
let others: string[];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 24 });
  const rows = await t.database.db.select({ id: users.id }).from(users).orderBy(users.id);
  liker = { id: rows[0]!.id, cookie: await sessionOf(t.app, rows[0]!.id) };
  others = rows.slice(1).map((row) => row.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  for (const table of [likes, notifications, usageCounters]) await db.delete(table);
  await db.update(users).set({ invisible: false, status: 'confirmed', paidUser: false });
  await db.update(profiles).set({ status: 'active' });
  await setCaps(25, 250);
});

async function setCaps(likeLimitFree: number, likeLimitPremium: number) {
  await t.database.db.update(sites).set({ likeLimitFree, likeLimitPremium });
  await t.app.services.sites.reload();
  await t.settled();
}

const like = (profileId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/like.php',
    headers: { ...CLIENT_HEADERS, cookie: liker.cookie },
    payload: { profile_id: profileId },
  });
const given = async () =>
  (await t.database.db.select().from(likes).where(eq(likes.likerId, liker.id))).map((row) => row.likedId).sort();
const counter = async () =>
  t.database.db
    .select({ used: usageCounters.used, window: usageCounters.window })
    .from(usageCounters)
    .where(and(eq(usageCounters.subject, liker.id), eq(usageCounters.rule, 'like_button')));

describe('the like button’s daily cap', () => {
  it('lets exactly 5 of 20 parallel likes of 20 members through at a cap of 5, storing only those', async () => {
    await setCaps(5, 250);
    const answers = await Promise.all(others.slice(0, 20).map((id) => like(id)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`));
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === '429 like_daily_limit')).toHaveLength(15);
    const refused = answers.find((res) => res.statusCode === 429)!.json();
    expect(refused.message).toBe('Je hebt vandaag al 5 likes gegeven. Morgen kun je weer liken.');
    const liked = answers.flatMap((res, i) => (res.statusCode === 200 ? [others[i]!] : []));
    expect(await given()).toEqual(liked.sort());
    const today = dayWindow(new Date(), 'Europe/Amsterdam');
    expect(await counter()).toEqual([{ used: 5, window: today }]);
  });

  it('counts a like once however often it is sent, gives nothing back for an unlike, and speaks in the singular', async () => {
    await setCaps(2, 250);
    const [x, y, z] = others as [string, string, string];
    expect((await like(x)).statusCode).toBe(200);
    expect((await like(x)).statusCode).toBe(200);
    expect((await Promise.all([like(y), like(y), like(y)])).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await like(y, 'DELETE')).statusCode).toBe(200);
    const again = await like(y);
    expect([again.statusCode, again.json().code]).toEqual([429, 'like_daily_limit']);
    expect((await like(z)).statusCode).toBe(429);
    expect(await given()).toEqual([x]);
    expect((await counter())[0]?.used).toBe(2);
    await setCaps(1, 250);
    expect((await like(z)).json().message).toBe('Je hebt vandaag al 1 like gegeven. Morgen kun je weer liken.');
  });

  it('starts again on the next day of the site', async () => {
    await setCaps(1, 250);
    const [x, y, z] = others as [string, string, string];
    expect((await like(x)).statusCode).toBe(200);
    expect((await like(y)).statusCode).toBe(429);
    t.advance(DAY_MS);
    try {
      expect((await like(y)).statusCode).toBe(200);
      expect((await like(z)).statusCode).toBe(429);
    } finally {
      t.advance(-DAY_MS);
    }
  });

  it('gives a premium member the premium cap', async () => {
    await setCaps(2, 4);
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, liker.id));
    await t.settled();
    for (const id of others.slice(0, 4)) expect((await like(id)).statusCode).toBe(200);
    const fifth = await like(others[4]!);
    expect([fifth.statusCode, fifth.json().code]).toEqual([429, 'like_daily_limit']);
    expect(fifth.json().message).toBe('Je hebt vandaag al 4 likes gegeven. Morgen kun je weer liken.');
  });

  it('is apart from the swipe game, whose likes neither take nor are taken by it', async () => {
    await setCaps(1, 250);
    const [x, y, z] = others as [string, string, string];
    expect((await like(x)).statusCode).toBe(200);
    const swiped = await t.app.inject({
      method: 'POST',
      url: '/api/swipe.php',
      headers: { ...CLIENT_HEADERS, cookie: liker.cookie },
      payload: { profile_id: y, decision: 'like' },
    });
    expect(swiped.statusCode).toBe(200);
    expect((await like(z)).statusCode).toBe(429);
    expect(await given()).toEqual([x, y].sort());
  });

  it('refuses no one else: another member still likes', async () => {
    await setCaps(1, 250);
    expect((await like(others[0]!)).statusCode).toBe(200);
    const other = { id: others[1]!, cookie: await sessionOf(t.app, others[1]!) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { ...CLIENT_HEADERS, cookie: other.cookie },
      payload: { profile_id: others[2] },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(likes).where(ne(likes.likerId, liker.id))).toHaveLength(1);
  });
});
