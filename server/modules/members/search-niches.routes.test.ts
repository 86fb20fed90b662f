import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partnerOffers, profiles, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The body-type filter of a niche's search, and the partner offers search answers beside its members (decision 032). */
let t: TestApp;
let siteId: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 30 });
  siteId = (await t.database.db.select({ id: sites.id }).from(sites))[0]!.id;
  await t.database.db.insert(partnerOffers).values([
    { siteId, kind: 'cam', title: 'Live cams', url: 'https://partner.example/cams', sort: 1 },
    { siteId, kind: 'resell', title: 'Other dating', url: 'https://partner.example/dating', sort: 0 },
    { siteId, kind: 'cam', title: 'Off', url: 'https://partner.example/off', active: false },
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.advance(60_000);
  await t.database.db.update(sites).set({
    searchFields: ['gender', 'min_age', 'max_age', 'body_type'],
    loggedOutSearch: 'other',
    memberResell: false,
  });
  await t.app.services.sites.reload();
});

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/members.php?${query}`, headers: CLIENT_HEADERS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/members.php by body type', () => {
  it('finds only members of that body type, counted as such', async () => {
    const fat = await t.database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.bodyType, 'fat'));
    const body = await search('body_type=fat');
    expect(body.profiles.map((p: { id: string }) => p.id).sort()).toEqual(fat.map((r) => r.id).sort());
    expect(body.numResults).toBe(fat.length);
  });

  it('ignores the body type where the site does not search by it', async () => {
    await t.database.db.update(sites).set({ searchFields: ['gender'] });
    await t.app.services.sites.reload();
    const all = await t.database.db.$count(profiles);
    expect((await search('body_type=fat')).numResults).toBe(all);
  });

  it('refuses a body type that is none', async () => {
    const res = await t.app.inject({ url: '/api/members.php?body_type=huge', headers: CLIENT_HEADERS });
    expect(res.statusCode).toBe(400);
  });
});

describe('partner offers in search', () => {
  it('answers none where the site’s member_resell is off', async () => {
    expect((await search('page=1')).offers).toEqual([]);
  });

  it('answers the active ones, lowest sort first, where it is on; never counted as results', async () => {
    await t.database.db.update(sites).set({ memberResell: true });
    await t.app.services.sites.reload();
    const body = await search('page=1');
    expect(body.offers.map((o: { title: string }) => o.title)).toEqual(['Other dating', 'Live cams']);
    expect(body.offers[0]).toEqual({
      id: expect.any(String),
      kind: 'resell',
      title: 'Other dating',
      url: 'https://partner.example/dating',
      image: null,
    });
    const members = await t.database.db.$count(profiles);
    expect(body.numResults).toBe(members);
    const ids = new Set(body.offers.map((o: { id: string }) => o.id));
    expect(body.profiles.filter((p: { id: string }) => ids.has(p.id))).toEqual([]);
  });
});
