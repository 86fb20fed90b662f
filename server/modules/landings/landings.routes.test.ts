import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, photos, profiles, siteDomains, sites, trackingData, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { activate, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let target: string;
let otherSiteMember: string;
const newIp = addresses(12);
const OTHER_HOST = 'landings-other.example';
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  const { db } = t.database;
  const [row] = await db.select().from(profiles).where(eq(profiles.searchable, true)).limit(1);
  target = row!.userId;
  // A member of a second site, with a photo a visitor could see there.
  const [demo] = await db.select().from(sites).limit(1);
  const [other] = await db
    .insert(sites)
    .values({ ...demo!, id: undefined, domain: OTHER_HOST, baseUrl: `http://${OTHER_HOST}` })
    .returning({ id: sites.id });
  await db.insert(siteDomains).values({ host: OTHER_HOST, siteId: other!.id });
  const [moved] = await db.select().from(profiles).where(ne(profiles.userId, target)).limit(1);
  otherSiteMember = moved!.userId;
  await db.update(profiles).set({ siteId: other!.id }).where(eq(profiles.userId, otherSiteMember));
  await db.update(users).set({ siteId: other!.id }).where(eq(users.id, otherSiteMember));
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

beforeEach(async () => {
  const { db } = t.database;
  await db.update(users).set({ invisible: false, inShowcase: true }).where(ne(users.status, 'deleted'));
  await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, target));
  await db.update(photos).set({ status: 'active', visibility: 'public' }).where(eq(photos.userId, target));
  await db.delete(blocks);
  await t.settled();
});

const get = (url: string, cookie?: string, host = CLIENT_HEADERS.host) =>
  t.app.inject({ method: 'GET', url, headers: { ...CLIENT_HEADERS, host, ...(cookie ? { cookie } : {}) } });
const landing = (id: string, slug?: string) =>
  get(`/api/member-landing.php?id=${encodeURIComponent(id)}${slug === undefined ? '' : `&slug=${slug}`}`);

/** The ways a member is never shown on their landing: each answers as for an id that does not exist. */
const NOT_SHOWN: [string, () => Promise<unknown>][] = [
  ['invisible', () => t.database.db.update(users).set({ invisible: true }).where(eq(users.id, target))],
  [
    'not agreeing to be shown to visitors',
    () => t.database.db.update(users).set({ inShowcase: false }).where(eq(users.id, target)),
  ],
  ['deleted', () => t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, target))],
  ['disabled', () => t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, target))],
  [
    'main photo in review',
    () => t.database.db.update(photos).set({ status: 'in_review' }).where(eq(photos.userId, target)),
  ],
  [
    'main photo private',
    () => t.database.db.update(photos).set({ visibility: 'private' }).where(eq(photos.userId, target)),
  ],
];

describe('GET /api/member-landing.php', () => {
  it("shows the member's card with the public main photo, and others of the showcase without them", async () => {
    const res = await landing(target);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, target));
    expect(body.member).toMatchObject({ id: target, name: row!.name });
    expect(body.member.photo.thumb).toContain(row!.mainPhotoId);
    expect(body.others.length).toBeGreaterThan(0);
    expect(body.others.map((o: { id: string }) => o.id)).not.toContain(target);
    expect(JSON.stringify(body)).not.toMatch(/latitude|date_of_birth|email/);
  });

  it.each(NOT_SHOWN)('never shows a member who is %s: others only, status 200', async (_what, hide) => {
    const hidden = await (async () => {
      await hide();
      await t.settled();
      return (await landing(target)).json();
    })();
    expect(hidden.member).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(target);
    expect(hidden.others.length).toBeGreaterThan(0);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, target));
  });

  it("answers another site's member, and an id of no one, exactly as a hidden member", async () => {
    for (const id of [otherSiteMember, randomUUID()]) {
      const res = await landing(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().member).toBeNull();
      expect(res.body).not.toContain(otherSiteMember);
    }
    // On its own site the member is shown.
    const own = await get(`/api/member-landing.php?id=${otherSiteMember}`, undefined, OTHER_HOST);
    expect(own.json().member?.id).toBe(otherSiteMember);
  });

  it('refuses an id that is no uuid, a NUL byte, a slug that is no slug', async () => {
    expect((await landing('12345')).statusCode).toBe(400);
    expect((await landing(`${target}\u0000`)).statusCode).toBe(400);
    expect((await landing(target, '%00')).statusCode).toBe(400);
    expect((await landing(target, '..%2Fetc')).statusCode).toBe(400);
  });

  it('takes a slug the showcase does not know as the whole site', async () => {
    const body = (await landing(target, 'nowhere-at-all')).json();
    expect(body.place).toBeNull();
    expect(body.member.id).toBe(target);
  });
});

describe('the landing member of a signup', () => {
  const signup = (landing_member_id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: CLIENT_HEADERS,
      remoteAddress: newIp(),
      payload: {
        email: `landing${++seq}@example.com`,
        name: 'Sam',
        date_of_birth: '1990-01-01',
        password: 'pw-123456',
        landing_member_id,
      },
    });
  const storedOf = async (id: string) =>
    (await t.database.db.select().from(trackingData).where(eq(trackingData.userId, id)))[0]?.landingMemberId;

  it('is stored when the new member may see them, and offered after activation while they still may', async () => {
    const res = await signup(target);
    expect(res.statusCode).toBe(200);
    const member = { id: res.json().id as string, cookie: res.headers['set-cookie'] as string };
    expect(await storedOf(member.id)).toBe(target);
    await activate(t, member);
    const cookie = (Array.isArray(member.cookie) ? member.cookie : [member.cookie])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await get('/api/landing-member.php', cookie)).json().member).toMatchObject({ id: target });
    // Blocked since: no longer offered.
    await t.database.db.insert(blocks).values({ blockerId: target, blockedId: member.id });
    expect((await get('/api/landing-member.php', cookie)).json().member).toBeNull();
  });

  it("is ignored for a hidden member, another site's member or no one; refused when no uuid", async () => {
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, target));
    for (const id of [target, otherSiteMember, randomUUID()]) {
      const res = await signup(id);
      expect(res.statusCode).toBe(200);
      expect(await storedOf(res.json().id)).toBeUndefined();
    }
    expect((await signup('not-a-uuid')).statusCode).toBe(400);
    expect((await signup(`${target}\u0000`)).statusCode).toBe(400);
  });

  it('answers no landing member for a member without one, and nothing to a visitor', async () => {
    const member = await signupMember(t.app, newIp(), `plain${++seq}@example.com`);
    expect((await get('/api/landing-member.php', member.cookie)).json()).toEqual({ member: null });
    expect((await get('/api/landing-member.php')).statusCode).toBe(403);
  });
});

describe('GET /api/signup-matches.php', () => {
  it('shows members of the genders the member looks for, never themselves or blocked ones', async () => {
    const member = await signupMember(t.app, newIp(), `matches${++seq}@example.com`);
    await t.database.db
      .update(profiles)
      .set({ gender: 'male', sexuality: 'hetero' })
      .where(eq(profiles.userId, member.id));
    await t.settled(); // the user answer, whose looking-for the matches follow, hears of the change
    const [blocked] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.gender, 'female'), eq(profiles.searchable, true)))
      .limit(1);
    await t.database.db.insert(blocks).values({ blockerId: blocked!.userId, blockedId: member.id });
    const res = await get('/api/signup-matches.php', member.cookie);
    expect(res.statusCode).toBe(200);
    const ids: string[] = res.json().profiles.map((p: { id: string }) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(member.id);
    expect(ids).not.toContain(blocked!.userId);
    const genders = await t.database.db.select({ id: profiles.userId, gender: profiles.gender }).from(profiles);
    expect(new Set(ids.map((id) => genders.find((g) => g.id === id)!.gender))).toEqual(new Set(['female']));

    await t.database.db.update(profiles).set({ sexuality: 'gay' }).where(eq(profiles.userId, member.id));
    await t.settled();
    const gay: string[] = (await get('/api/signup-matches.php', member.cookie))
      .json()
      .profiles.map((p: { id: string }) => p.id);
    expect(new Set(gay.map((id) => genders.find((g) => g.id === id)!.gender))).toEqual(new Set(['male']));
  });

  it('is for members only', async () => {
    expect((await get('/api/signup-matches.php')).statusCode).toBe(403);
  });
});
