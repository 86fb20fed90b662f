import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { DISTANCE_BANDS } from '../../../shared/discovery.ts';
import { blocks, profiles, sites, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE } from '../visits/first-touch.ts';

let t: TestApp;
let demo: { cookie: string; id: string };
const newIp = addresses(10);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 60 });
  demo = await loginDemo(t.app, newIp());
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.update(users).set({ invisible: false, status: 'confirmed' }).where(ne(users.id, demo.id));
  await t.database.db.update(profiles).set({ status: 'active' });
  await t.database.db.delete(blocks);
  await t.settled();
  await t.database.db
    .update(sites)
    .set({ searchFields: ['gender', 'country', 'region', 'min_age', 'max_age'], loggedOutSearch: 'other' });
  await t.app.services.sites.reload();
});

const search = (query: string, cookie: string | undefined = demo.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/members.php?${query}`,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });

/** Every page of a search, followed as "load more" does. */
async function allPages(query: string, cookie?: string) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await search(`${query}&page=${page}`, cookie)).json();
    ids.push(...body.profiles.map((p: { id: string }) => p.id));
    if (!body.more) return ids;
  }
}

/** The members the demo member may see, straight from the tables. */
async function visibleIds(where = and()) {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(ne(users.id, demo.id), eq(users.invisible, false), ne(users.status, 'deleted'), where));
  return rows.map((r) => r.id).sort();
}

describe('GET /api/members.php', () => {
  it('pages through every visible member exactly once, 24 at a time, newest first', async () => {
    const first = (await search('page=1')).json();
    // Pages are shared between searchers; the searcher is taken out of theirs, so a page may show 23.
    expect(first.profiles.length).toBeGreaterThanOrEqual(23);
    expect(first.profiles.length).toBeLessThanOrEqual(24);
    expect(first.more).toBe(true);
    const ids = await allPages('');
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(await visibleIds());
    const newest = await t.database.db
      .select({ id: profiles.userId })
      .from(profiles)
      .orderBy(desc(profiles.signupDate), desc(profiles.userId));
    expect(ids).toEqual(newest.map((r) => r.id).filter((id) => ids.includes(id)));
    expect(first.numResults).toBe(ids.length + 1); // the count includes the searcher
  });

  it('counts the matches on every page, a page past the last one included', async () => {
    const query = 'min_age=18&max_age=99';
    const first = (await search(`${query}&page=1`)).json();
    expect(first.numResults).toBeGreaterThan(24);
    expect((await search(`${query}&page=2`)).json().numResults).toBe(first.numResults);
    const past = (await search(`${query}&page=50`)).json();
    expect(past).toMatchObject({ profiles: [], more: false, numResults: first.numResults });
    expect((await search('min_age=98&max_age=99&page=1')).json()).toMatchObject({ profiles: [], numResults: 0 });
  });

  it('tells in Server-Timing whether the page shared between searchers came from the cache', async () => {
    const query = 'min_age=33&max_age=34&page=1';
    expect((await search(query)).headers['server-timing']).toBe('search-cache;desc=miss');
    expect((await search(query)).headers['server-timing']).toBe('search-cache;desc=hit');
    // A member's page is ordered by who they are (two-sided, issue 39): a visitor's is another page.
    expect((await search(query, '')).headers['server-timing']).toBe('search-cache;desc=miss');
    expect((await search(query, '')).headers['server-timing']).toBe('search-cache;desc=hit');
    expect((await search('min_age=33&max_age=35&page=1')).headers['server-timing']).toBe('search-cache;desc=miss');
  });

  it('filters by gender, country and age, counting exactly the matches', async () => {
    const today = new Date();
    const body = (await search('gender=female&country=NL&min_age=30&max_age=45')).json();
    for (const card of body.profiles) expect(card.age).toBeGreaterThanOrEqual(30);
    for (const card of body.profiles) expect(card.age).toBeLessThanOrEqual(45);
    const rows = await t.database.db
      .select({ id: users.id, dob: profiles.dateOfBirth })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(profiles.gender, 'female'), eq(profiles.country, 'NL')));
    const matching = rows.filter((r) => ageOn(r.dob, today) >= 30 && ageOn(r.dob, today) <= 45).map((r) => r.id);
    const expected = matching.filter((id) => id !== demo.id);
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages('gender=female&country=NL&min_age=30&max_age=45')).sort()).toEqual(expected.sort());
    expect(body.numResults).toBe(matching.length); // the count includes the searcher when they match
  });

  it('filters by region and offers similar members when few match', async () => {
    const [someone] = await t.database.db.select().from(profiles).where(ne(profiles.userId, demo.id)).limit(1);
    const body = (await search(`country=${someone!.country}&countryregion=${someone!.region}`)).json();
    const ids = body.profiles.map((p: { id: string }) => p.id).sort();
    expect(ids).toEqual(
      await visibleIds(and(eq(profiles.country, someone!.country), eq(profiles.region, someone!.region!))),
    );
    if (ids.length < 6) {
      expect(body.similar.length).toBeGreaterThan(0);
      for (const card of body.similar) expect(ids).not.toContain(card.id);
    }
  });

  it('never shows invisible, deleted, disabled or blocked members, nor the searcher', async () => {
    const [a, b, c, d, e] = (await visibleIds()).slice(0, 5) as [string, string, string, string, string];
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, a));
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, b));
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, c));
    await t.database.db.insert(blocks).values([
      { blockerId: demo.id, blockedId: d },
      { blockerId: e, blockedId: demo.id },
    ]);
    await t.settled(); // cached search pages with these members on them are dropped once the change is heard
    const ids = await allPages('');
    for (const hidden of [a, b, c, d, e, demo.id]) expect(ids).not.toContain(hidden);
    const visitor = await allPages('', '');
    expect(visitor).toContain(d);
    expect(visitor).toContain(e);
    for (const hidden of [a, b, c]) expect(visitor).not.toContain(hidden);
  });

  it('counts no member blocked either way: a block lowers the count at once, on a page cached for others', async () => {
    const first = (await search('gender=male')).json();
    const [x, y] = first.profiles.map((p: { id: string }) => p.id) as [string, string];
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
      payload: { id: x },
      remoteAddress: newIp(),
    });
    expect(block.statusCode).toBe(200);
    await t.settled();
    const after = (await search('gender=male')).json();
    expect(after.numResults).toBe(first.numResults - 1);
    expect(after.profiles.map((p: { id: string }) => p.id)).not.toContain(x);
    await t.database.db.insert(blocks).values({ blockerId: y, blockedId: demo.id });
    await t.settled();
    expect((await search('gender=male')).json().numResults).toBe(first.numResults - 2);
    // A visitor's count of the same search is the shared one.
    expect((await search('gender=male', '')).json().numResults).toBe(first.numResults);
  });

  it('shows cards at city level only, with the public main photo', async () => {
    const [card] = (await search('')).json().profiles;
    // Beside them only a coarse distance band between the two towns (member-hints.routes.test.ts), never a position.
    expect(Object.keys(card).sort()).toEqual([
      'age',
      'city',
      'country',
      'distance',
      'fictional',
      'id',
      'name',
      'photo',
      'region',
    ]);
    expect(DISTANCE_BANDS).toContain(card.distance);
    expect(card.photo.thumb).toMatch(/^[0-9a-f-]{36}\/thumb\.jpg$/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${card.photo.thumb}`, headers: CLIENT_HEADERS })).statusCode,
    ).toBe(200);
  });

  it("ignores filters the site's search_fields do not offer", async () => {
    await t.database.db.update(sites).set({ searchFields: ['country'] });
    await t.app.services.sites.reload();
    const all = (await search('')).json().numResults;
    expect((await search('gender=female')).json().numResults).toBe(all);
    expect((await search('country=BE')).json().numResults).toBeLessThan(all);
  });

  it.each([
    // logged_out_search, logged_out_search_trafficsource, then: without a source, by the query, by the first touch.
    ['other', 'other', [200, 200, 200]],
    ['none', 'other', [403, 200, 200]],
    ['other', 'none', [200, 403, 403]],
    ['none', 'none', [403, 403, 403]],
  ] as const)(
    'lets visitors search per logged_out_search %s and, with a source (query or first touch), per %s',
    async (loggedOutSearch, loggedOutSearchTrafficsource, statuses) => {
      await t.database.db.update(sites).set({ loggedOutSearch, loggedOutSearchTrafficsource });
      await t.app.services.sites.reload();
      const [{ id: siteId }] = (await t.database.db.select({ id: sites.id }).from(sites).limit(1)) as [{ id: string }];
      const firstTouch = `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify({ site: siteId, ref: 'r1' }))}`;
      const answers = [await search('', ''), await search('network=ads', ''), await search('', firstTouch)];
      expect(answers.map((res) => res.statusCode)).toEqual(statuses);
      for (const refused of answers.filter((res) => res.statusCode === 403))
        expect(refused.json()).toMatchObject({
          code: 'search_members_only',
          message: 'Zoeken is alleen voor leden. Meld je aan of log in om te zoeken.',
        });
      expect((await search('')).statusCode).toBe(200);
    },
  );

  it.each(['min_age=10', 'max_age=200', 'min_age=40&max_age=30', 'page=0', 'page=abc', 'country=NLD', 'gender=other'])(
    'refuses %s with a clear 400',
    async (query) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    },
  );
});

describe('shared search pages', () => {
  it('drop a member who turns invisible as soon as the change is heard, and show a new name', async () => {
    const before = (await search('page=1')).json().profiles;
    const [first, second] = before as { id: string }[];
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, first!.id));
    await t.database.db.update(profiles).set({ name: 'Renamed' }).where(eq(profiles.userId, second!.id));
    await t.settled();
    const after = (await search('page=1')).json().profiles;
    expect(after.map((p: { id: string }) => p.id)).not.toContain(first!.id);
    expect(after.find((p: { id: string }) => p.id === second!.id).name).toBe('Renamed');
  });
});
