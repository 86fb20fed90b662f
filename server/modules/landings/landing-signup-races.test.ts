import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles, sites, trackingData, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { activate } from '../../test/login.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Signups from a profile landing (`/members/{id}/signup`) sent at once, and with landing_member_id values an attacker
 * chooses: the landing member is kept once per new member and only when they may see them; anything else is ignored
 * or refused whole, never a 500 and never half an account.
 */
let t: TestApp;
let siteId: string;
let target: string;
const newIp = addresses(138);
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  siteId = t.app.services.sites.find('localhost')!.site.id;
  target = (await storeShowcaseMember(t, siteId, 'Target', { photos: [PUBLIC_ACTIVE] })).id;
});
afterAll(() => t.close());
beforeEach(() => t.settled());

const signup = (landingMemberId: unknown, email = `race${++seq}-${randomUUID()}@example.com`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: CLIENT_HEADERS,
    remoteAddress: newIp(),
    payload: {
      email,
      name: 'Sam',
      date_of_birth: '1990-01-01',
      password: 'pw-123456',
      landing_member_id: landingMemberId,
    },
  });
const landingMemberOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/landing-member.php', headers: { ...CLIENT_HEADERS, cookie } });
const trackingRowsOf = (ids: string[]) =>
  t.database.db.select().from(trackingData).where(inArray(trackingData.userId, ids));

describe('signups from one profile landing at the same moment', () => {
  it('keeps the landing member once for each of 10 new members, and offers them after activation', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => signup(target)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const members = results.map((res) => ({ id: res.json().id as string, cookie: authCookie(res) }));
    expect(new Set(members.map((m) => m.id)).size).toBe(10);
    const rows = await trackingRowsOf(members.map((m) => m.id));
    expect(rows.map((row) => [row.userId, row.landingMemberId]).sort()).toEqual(
      members.map((m) => [m.id, target]).sort(),
    );
    await Promise.all(members.map((member) => activate(t, member)));
    const offered = await Promise.all(members.map((member) => landingMemberOf(member.cookie)));
    expect(offered.map((res) => [res.statusCode, res.json().member?.id])).toEqual(Array(10).fill([200, target]));
    expect(await trackingRowsOf(members.map((m) => m.id))).toHaveLength(10);
  });

  it('makes one account of 10 signups with one address: one tracking row, the others told the address is taken', async () => {
    const email = `same-${randomUUID()}@example.com`;
    const results = await Promise.all(Array.from({ length: 10 }, () => signup(target, email)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of results.filter((res) => res.statusCode === 400)) {
      expect(refused.json().fields).toEqual({ email: expect.any(String) });
    }
    const accounts = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(await trackingRowsOf([accounts[0]!.id])).toMatchObject([{ landingMemberId: target }]);
  });
});

describe('a landing member an attacker names', () => {
  /** A member of this site made unfit in one way: none of them may be kept as the first contact. */
  const UNFIT: [string, () => Promise<string>][] = [
    [
      'deleted',
      async () => (await storeShowcaseMember(t, siteId, 'Gone', { photos: [PUBLIC_ACTIVE], deleted: true })).id,
    ],
    [
      'invisible',
      async () => (await storeShowcaseMember(t, siteId, 'Hid', { photos: [PUBLIC_ACTIVE], invisible: true })).id,
    ],
    [
      'disabled by staff',
      async () => (await storeShowcaseMember(t, siteId, 'Off', { photos: [PUBLIC_ACTIVE], profileDisabled: true })).id,
    ],
    [
      'fictional and hidden',
      async () =>
        (await storeShowcaseMember(t, siteId, 'Fic', { photos: [PUBLIC_ACTIVE], fictional: true, invisible: true })).id,
    ],
    ['nobody', async () => randomUUID()],
    [
      "another site's",
      async () => {
        const [demo] = await t.database.db.select().from(sites).where(eq(sites.id, siteId));
        const [other] = await t.database.db
          .insert(sites)
          .values({ ...demo!, id: undefined, domain: `o${randomUUID()}.example`, baseUrl: 'https://o.example' })
          .returning({ id: sites.id });
        return (await storeShowcaseMember(t, other!.id, 'Else', { photos: [PUBLIC_ACTIVE] })).id;
      },
    ],
  ];

  it.each(UNFIT)('is ignored when %s: the account is made, without a landing member', async (_case, memberOf) => {
    const landingMember = await memberOf();
    const res = await signup(landingMember);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    const rows = await trackingRowsOf([id]);
    expect(rows.map((row) => row.landingMemberId)).toEqual([]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ name: 'Sam' });
    await activate(t, { id });
    expect((await landingMemberOf(authCookie(res))).json()).toEqual({ member: null });
  });

  it.each([
    ['a NUL byte', `${randomUUID()}\u0000`],
    ['a huge number', '99999999999999999999999999999999999999'],
    ['a negative id', -1],
    ['a number', 42],
    ['an empty string', ''],
    ['an object', { id: randomUUID() }],
    ['SQL', "' or 1=1 --"],
  ])('is refused whole when it is %s: 400, no account, no tracking row', async (_case, value) => {
    const email = `refused-${randomUUID()}@example.com`;
    const res = await signup(value, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('landing_member_id');
    expect(await t.database.db.select().from(users).where(like(users.email, email))).toEqual([]);
  });

  it('is no longer offered once deleted after the signup; the new member stays', async () => {
    const victim = (await storeShowcaseMember(t, siteId, 'Later', { photos: [PUBLIC_ACTIVE] })).id;
    const res = await signup(victim);
    const member = { id: res.json().id as string, cookie: authCookie(res) };
    await activate(t, member);
    expect((await landingMemberOf(member.cookie)).json().member?.id).toBe(victim);
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, victim));
    await t.settled();
    expect((await landingMemberOf(member.cookie)).json()).toEqual({ member: null });
    await t.database.db.delete(users).where(eq(users.id, victim));
    expect(await trackingRowsOf([member.id])).toMatchObject([{ landingMemberId: null }]);
    expect((await landingMemberOf(member.cookie)).statusCode).toBe(200);
  });
});
