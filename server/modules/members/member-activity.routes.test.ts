import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../shared/constants.ts';
import { likes, memberPresence, profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo, sameSeekerAs, sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Online now, active today, this week: shown to members who show their own, of members who show theirs. */
let t: TestApp;
let demo: { cookie: string; id: string };
/** The newest member in search, whose activity every test looks at. */
let member: string;
/** Another member, who searches beside the demo member (and as the same seeker, so on the same shared pages). */
let other: { cookie: string; id: string };
const newIp = addresses(11);

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  demo = await loginDemo(t.app, newIp());
  const first = (await search()).json();
  member = first.profiles[0].id;
  const otherId = first.profiles[1].id as string;
  await sameSeekerAs(t, otherId, demo.id);
  other = { id: otherId, cookie: await sessionOf(t.app, otherId) };
});
afterAll(() => t.close());

beforeEach(async () => {
  const { db } = t.database;
  await db.update(users).set({ showActivity: true, invisible: false, lastSeenAt: null });
  await db.delete(memberPresence);
  await db.delete(likes);
  await t.settled();
});

/** As the member of `cookie`; null for a visitor. */
const search = (cookie: string | null = demo.cookie) =>
  t.app.inject({
    method: 'GET',
    url: '/api/members.php?page=1',
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });

const profile = (cookie: string | null = demo.cookie) =>
  t.app.inject({ url: `/api/member.php?id=${member}`, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) } });

/** The member's activity on their search card and on their profile, as `cookie`'s member sees them. */
async function activitySeen(cookie: string = demo.cookie) {
  const card = (await search(cookie)).json().profiles.find((p: { id: string }) => p.id === member);
  const page = await profile(cookie);
  expect(page.statusCode).toBe(200);
  return { card: card?.activity as string | undefined, profile: page.json().activity as string | undefined };
}

const lastSeen = (id: string, msAgo: number) =>
  t.database.db
    .update(users)
    .set({ lastSeenAt: new Date(t.now().getTime() - msAgo) })
    .where(eq(users.id, id));

const presentNow = (id: string) =>
  t.database.db
    .insert(memberPresence)
    .values({ userId: id, instanceId: crypto.randomUUID(), expiresAt: new Date(t.now().getTime() + MINUTE_MS) });

describe('activity on cards and profiles', () => {
  it('is online now with a tab in view, else today, this week, and nothing older', async () => {
    expect(await activitySeen()).toEqual({ card: undefined, profile: undefined });
    await lastSeen(member, 8 * DAY_MS);
    expect(await activitySeen()).toEqual({ card: undefined, profile: undefined });
    await lastSeen(member, 3 * DAY_MS);
    expect(await activitySeen()).toEqual({ card: 'week', profile: 'week' });
    await lastSeen(member, 2 * HOUR_MS);
    expect(await activitySeen()).toEqual({ card: 'today', profile: 'today' });
    await presentNow(member);
    expect(await activitySeen()).toEqual({ card: 'online', profile: 'online' });
  });

  it('is hidden when the member hides it', async () => {
    await presentNow(member);
    await t.database.db.update(users).set({ showActivity: false }).where(eq(users.id, member));
    expect(await activitySeen()).toEqual({ card: undefined, profile: undefined });
  });

  it('is hidden from a member who hides their own (both ways), on the same shared search page', async () => {
    await presentNow(member);
    await t.database.db.update(users).set({ showActivity: false }).where(eq(users.id, other.id));
    expect(await activitySeen(other.cookie)).toEqual({ card: undefined, profile: undefined });
    // The shared page was cached by the first search: the demo member's view is their own.
    const res = await search();
    expect(res.headers['server-timing']).toContain('hit');
    expect(await activitySeen()).toEqual({ card: 'online', profile: 'online' });
    expect(await activitySeen(other.cookie)).toEqual({ card: undefined, profile: undefined });
  });

  it('is hidden in invisible mode, also from a match who still sees the profile', async () => {
    await presentNow(member);
    await t.database.db.insert(likes).values([
      { likerId: demo.id, likedId: member },
      { likerId: member, likedId: demo.id },
    ]);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, member));
    await t.settled();
    const page = await profile();
    expect(page.statusCode).toBe(200);
    expect(page.json().activity).toBeUndefined();
  });

  it('is never told to visitors', async () => {
    await presentNow(member);
    const card = (await search(null)).json().profiles.find((p: { id: string }) => p.id === member);
    expect(card).toBeDefined();
    expect(card.activity).toBeUndefined();
    expect((await profile(null)).json().activity).toBeUndefined();
  });

  it('settings show and change whether the member shows it', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account-settings.php',
        headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
        payload,
      });
    expect((await put({ show_activity: false })).json().show_activity).toBe(false);
    const [row] = await t.database.db.select({ on: users.showActivity }).from(users).where(eq(users.id, demo.id));
    expect(row!.on).toBe(false);
    expect((await put({ show_activity: true })).json().show_activity).toBe(true);
    expect((await put({ show_activity: 'yes' })).statusCode).toBe(400);
  });
});

describe('last activity, written by presence', () => {
  const seenAt = async () => {
    const [row] = await t.database.db
      .select({ user: users.lastSeenAt, profile: profiles.lastActiveAt })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, member));
    return row!;
  };

  it('is written when a member is present, at most once per five minutes, on users and profiles alike', async () => {
    const { presence } = t.app.services;
    const before = t.now().getTime();
    await presence.present([member]);
    const first = await seenAt();
    expect(first.user!.getTime()).toBeGreaterThanOrEqual(before);
    expect(first.user!.getTime()).toBeLessThanOrEqual(t.now().getTime());
    expect(first.profile?.getTime()).toBe(first.user?.getTime());
    t.advance(4 * MINUTE_MS);
    await presence.renew([member]);
    expect(await seenAt()).toEqual(first);
    t.advance(2 * MINUTE_MS);
    await presence.renew([member]);
    const later = await seenAt();
    expect(later.user!.getTime()).toBeGreaterThanOrEqual(first.user!.getTime() + 6 * MINUTE_MS);
    expect(later.profile).toEqual(later.user);
    await presence.absent([member]);
  });

  it('touches no one else', async () => {
    await t.app.services.presence.present([member]);
    const others = await t.database.db.select({ id: users.id }).from(users).where(ne(users.id, member));
    const rows = await t.database.db
      .select({ seen: users.lastSeenAt })
      .from(users)
      .where(
        inArray(
          users.id,
          others.map((o) => o.id),
        ),
      );
    expect(rows.every((r) => r.seen === null)).toBe(true);
    await t.app.services.presence.absent([member]);
  });
});
