import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '../../../shared/contracts/saved-searches.ts';
import { blocks, notifications, savedSearches, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { activate, sessionOf, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

const nextAddress = addresses(93);
let t: TestApp;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, false));
  owner = { id: rows[0]!.id, cookie: await sessionOf(t.app, rows[0]!.id) };
  other = { id: rows[1]!.id, cookie: await sessionOf(t.app, rows[1]!.id) };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(savedSearches);
  await t.database.db.delete(notifications);
  await t.database.db.delete(blocks);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', cookie: string, payload?: object) =>
  t.app.inject({ method, url: '/api/saved-searches.php', headers: { ...CLIENT_HEADERS, cookie }, payload });
const listOf = async (cookie: string) => (await call('GET', cookie)).json().saved_searches as { id: string }[];
const save = async (filters: Record<string, string>, notify = true, cookie = owner.cookie) => {
  const res = await call('POST', cookie, { filters, notify });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string };
};

describe('GET, POST, PUT and DELETE /api/saved-searches.php', () => {
  it('keeps, lists, changes and forgets the member own searches', async () => {
    const first = await save({ gender: 'female', min_age: '25', max_age: '40' });
    const second = await save({}, false);
    const list = (await call('GET', owner.cookie)).json().saved_searches;
    expect(list.map((s: { id: string; filters: object; notify: boolean }) => [s.id, s.filters, s.notify])).toEqual([
      [second.id, {}, false],
      [first.id, { gender: 'female', min_age: '25', max_age: '40' }, true],
    ]);
    const changed = await call('PUT', owner.cookie, { id: second.id, notify: true });
    expect([changed.statusCode, changed.json().notify]).toEqual([200, true]);
    expect((await call('DELETE', owner.cookie, { id: first.id })).json()).toEqual({ ok: true });
    expect((await listOf(owner.cookie)).map((s) => s.id)).toEqual([second.id]);
  });

  it('refuses filters that are no valid search, and visitors', async () => {
    for (const filters of [
      { min_age: '40', max_age: '30' },
      { gender: 'robot' },
      { colour: 'blue' },
      { min_age: '5' },
    ]) {
      const res = await call('POST', owner.cookie, { filters });
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
    const visitor = await t.app.inject({ url: '/api/saved-searches.php', headers: CLIENT_HEADERS });
    expect(visitor.statusCode).toBe(403);
    expect(await listOf(owner.cookie)).toEqual([]);
  });

  it('never shows, changes or deletes another member search', async () => {
    const mine = await save({ gender: 'male' });
    expect(await listOf(other.cookie)).toEqual([]);
    const put = await call('PUT', other.cookie, { id: mine.id, notify: false });
    const del = await call('DELETE', other.cookie, { id: mine.id });
    expect([put.statusCode, put.json().code, del.statusCode, del.json().code]).toEqual([
      404,
      'not_found',
      404,
      'not_found',
    ]);
    const [kept] = await t.database.db.select().from(savedSearches);
    expect([kept!.id, kept!.notify]).toEqual([mine.id, true]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches, however many are saved at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 2 }, (_, i) =>
        call('POST', owner.cookie, { filters: { min_age: String(20 + i) } }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array<number>(MAX_SAVED_SEARCHES).fill(200), 409, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!.json();
    expect([refused.code, refused.message]).toEqual(['saved_searches_full', expect.stringContaining('10')]);
    expect(await listOf(owner.cookie)).toHaveLength(MAX_SAVED_SEARCHES);
    // Another member's searches do not count against this member's.
    await save({}, true, other.cookie);
  });
});

describe('the notice when a new member fits a saved search', () => {
  /** A new member, born in `year`, signed up and confirmed through the activation link; the jobs run. */
  async function newMember(year: number, before?: (id: string) => Promise<unknown>) {
    const member = await signupMember(t.app, nextAddress(), `new-${year}-${Math.random()}@example.com`, {
      date_of_birth: `${year}-06-01`,
    });
    await before?.(member.id);
    await activate(t, member);
    await t.app.services.jobs.drain();
    return member;
  }
  const toldOf = async () =>
    (await t.app.inject({ url: '/api/notifications.php', headers: { ...CLIENT_HEADERS, cookie: owner.cookie } })).json()
      .notifications as { kind: string; profile: { id: string } | null }[];
  const agesAround = (year: number) => {
    const age = new Date().getUTCFullYear() - year;
    return { min_age: String(age - 2), max_age: String(age + 2) };
  };

  it('tells the owner of a new member who fits, once a day per saved search', async () => {
    await save(agesAround(1990));
    await save(agesAround(1970));
    const fits = await newMember(1990);
    expect((await toldOf()).map((n) => [n.kind, n.profile?.id])).toEqual([['saved_search', fits.id]]);
    await newMember(1990);
    expect(await toldOf()).toHaveLength(1);
    t.advance(86_400_000);
    try {
      const nextDay = await newMember(1990);
      expect((await toldOf()).map((n) => n.profile?.id)).toEqual([nextDay.id, fits.id]);
    } finally {
      t.advance(-86_400_000);
    }
  });

  it('counts the day per saved search, not per owner', async () => {
    await save(agesAround(1990));
    const first = await newMember(1990);
    await save(agesAround(1990));
    const second = await newMember(1990);
    expect((await toldOf()).map((n) => n.profile?.id)).toEqual([second.id, first.id]);
  });

  it('tells no one whose search the member does not fit, or who asked not to be told', async () => {
    await save(agesAround(1970));
    await save(agesAround(1990), false);
    await newMember(1990);
    expect(await toldOf()).toEqual([]);
  });

  it('never tells of a member blocked either way or not visible to the owner', async () => {
    await save(agesAround(1990));
    const db = t.database.db;
    await newMember(1990, (id) => db.insert(blocks).values({ blockerId: owner.id, blockedId: id }));
    await newMember(1990, (id) => db.insert(blocks).values({ blockerId: id, blockedId: owner.id }));
    await newMember(1990, (id) => db.update(users).set({ invisible: true }).where(eq(users.id, id)));
    expect(await db.select().from(notifications)).toEqual([]);
  });
});
