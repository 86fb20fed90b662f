import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISTANCE_BANDS } from '../../../shared/discovery.ts';
import { profiles, sites, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo, sameSeekerAs, sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Search sorted by newest, last active or nearest town (decision 033). */
let t: TestApp;
let demo: { cookie: string; id: string };
const newIp = addresses(13);
const amsterdam = { latitude: 52.37, longitude: 4.89 };

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 30 });
  demo = await loginDemo(t.app, newIp());
  await t.database.db.update(sites).set({ loggedOutSearch: 'other' });
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.update(profiles).set(amsterdam).where(eq(profiles.userId, demo.id));
  t.app.services.search.clear();
});

const search = (query: string, cookie: string | null = demo.cookie) =>
  t.app.inject({
    url: `/api/members.php?${query}`,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });

/** Every page's cards of a search, in order. */
async function allCards(query: string, cookie?: string) {
  const cards: { id: string; distance?: string }[] = [];
  for (let page = 1; ; page++) {
    const body = (await search(`${query}&page=${page}`, cookie)).json();
    cards.push(...body.profiles);
    if (!body.more) return cards;
  }
}

/** The members the demo member finds, by signup date, newest first. */
async function newestIds() {
  const rows = await t.database.db
    .select({ id: profiles.userId, signupDate: profiles.signupDate })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(ne(profiles.userId, demo.id));
  return rows
    .sort((a, b) => b.signupDate.getTime() - a.signupDate.getTime() || (b.id < a.id ? -1 : 1))
    .map((r) => r.id);
}

const cacheOf = (res: { headers: Record<string, unknown> }) => String(res.headers['server-timing']);

describe('sorting search', () => {
  it('sorts by newest by default, as sort=newest does', async () => {
    const ids = (await allCards('')).map((c) => c.id);
    expect(ids).toEqual(await newestIds());
    expect((await allCards('sort=newest')).map((c) => c.id)).toEqual(ids);
  });

  it('sorts by last active, members never seen last (newest first among them)', async () => {
    const newest = await newestIds();
    // The oldest ten were active, the oldest the most recently.
    const active = newest.slice(-10);
    for (const [i, id] of active.entries()) {
      await t.database.db
        .update(profiles)
        .set({ lastActiveAt: new Date(t.now().getTime() - (10 - i) * 60_000) })
        .where(eq(profiles.userId, id));
    }
    const ids = (await allCards('sort=last_active')).map((c) => c.id);
    expect(ids).toEqual([...active].reverse().concat(newest.slice(0, -10)));
    await t.database.db.update(profiles).set({ lastActiveAt: null });
  });

  it('sorts by nearest town, by distance band only, newest first within a band, no town last', async () => {
    const newest = await newestIds();
    // Members placed from 0 to 290 km north of Amsterdam, the newest the farthest; two without a town.
    for (const [i, id] of newest.entries()) {
      const km = i < 2 ? null : (newest.length - i) * 10;
      const position =
        km === null
          ? { latitude: null, longitude: null }
          : { latitude: amsterdam.latitude + km / 111.2, longitude: amsterdam.longitude };
      await t.database.db.update(profiles).set(position).where(eq(profiles.userId, id));
    }
    const cards = await allCards('sort=nearest');
    const bands = cards.map((c) => (c.distance ? DISTANCE_BANDS.indexOf(c.distance as never) : DISTANCE_BANDS.length));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    expect(new Set(bands).size).toBeGreaterThan(4);
    expect(cards.slice(-2).map((c) => c.id)).toEqual(newest.slice(0, 2));
    // Within a band, newest first: never a finer order than the band tells.
    for (let i = 1; i < cards.length; i++) {
      if (bands[i] === bands[i - 1]) {
        expect(newest.indexOf(cards[i]!.id)).toBeGreaterThan(newest.indexOf(cards[i - 1]!.id));
      }
    }
  });

  it('answers 400 with the catalogue message for nearest without a town, and for visitors', async () => {
    await t.database.db.update(profiles).set({ latitude: null, longitude: null }).where(eq(profiles.userId, demo.id));
    const res = await search('sort=nearest');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'search_needs_town',
      message:
        'Sorteren op afstand kan pas als we je woonplaats kennen. Zet "Mijn locatie gebruiken" aan in je instellingen.',
    });
    expect((await search('sort=nearest', null)).statusCode).toBe(400);
    expect((await search('sort=closest')).statusCode).toBe(400);
    expect((await search('sort=newest', null)).statusCode).toBe(200);
  });

  it('keys the shared pages by sort, and nearest pages by the searcher’s grid cell, never by the searcher', async () => {
    expect(cacheOf(await search('sort=newest'))).toContain('miss');
    expect(cacheOf(await search('sort=last_active'))).toContain('miss');
    expect(cacheOf(await search('sort=last_active'))).toContain('hit');
    expect(cacheOf(await search('sort=newest'))).toContain('hit');
    expect(cacheOf(await search('sort=nearest'))).toContain('miss');
    // Another member (the same seeker) in the same cell shares the nearest page; one 50 km away does not.
    const [other] = (await search('sort=newest')).json().profiles;
    await sameSeekerAs(t, other.id, demo.id);
    const cookie = await sessionOf(t.app, other.id);
    await t.database.db.update(profiles).set(amsterdam).where(eq(profiles.userId, other.id));
    expect(cacheOf(await search('sort=nearest', cookie))).toContain('hit');
    await t.database.db
      .update(profiles)
      .set({ latitude: amsterdam.latitude + 0.5, longitude: amsterdam.longitude })
      .where(eq(profiles.userId, other.id));
    expect(cacheOf(await search('sort=nearest', cookie))).toContain('miss');
  });
});
