import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../../../shared/constants.ts';
import { likes, memberPresence, profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * The discovery hints (decision 033) on the other lists of members a member sees: the likes page, the swipe game and
 * the matches right after signup. Each viewer's own view, as the member policy allows; never for visitors.
 */
let t: TestApp;
let viewer: { id: string; cookie: string };
/** A member on every list: among the viewer's signup matches and swipe cards, and who likes the viewer. */
let member: string;
const town = { latitude: 52.3702, longitude: 4.8952 };

type Card = { id: string; activity?: string; distance?: string };
/** Each list's endpoint and where its cards are in the answer. */
const LISTS: [string, (body: Record<string, Card[]>) => Card[]][] = [
  ['/api/likes.php', (body) => body.profiles!],
  ['/api/swipe.php', (body) => body.cards!],
  ['/api/signup-matches.php', (body) => body.profiles!],
];

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) } });

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 10 });
  const { db } = t.database;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.fictional, false)).limit(1);
  viewer = { id: row!.id, cookie: await sessionOf(t.app, row!.id) };
  await db.update(profiles).set({ sexuality: 'bi' }).where(eq(profiles.userId, viewer.id));
  await t.settled(); // the user answer, whose looking-for the lists follow, hears of the change
  member = (await get('/api/signup-matches.php', viewer.cookie)).json().profiles[0].id;
  await db.insert(likes).values({ likerId: member, likedId: viewer.id });
  await t.settled();
});
afterAll(() => t.close());

beforeEach(async () => {
  const { db } = t.database;
  await db.update(users).set({ showActivity: true, invisible: false });
  await db.update(profiles).set(town);
  await db.delete(memberPresence);
  await db
    .insert(memberPresence)
    .values({ userId: member, instanceId: crypto.randomUUID(), expiresAt: new Date(t.now().getTime() + MINUTE_MS) });
  await t.settled();
});

const setUser = (id: string, values: { showActivity?: boolean; invisible?: boolean }) =>
  t.database.db.update(users).set(values).where(eq(users.id, id));
const withoutTown = (id: string) =>
  t.database.db.update(profiles).set({ latitude: null, longitude: null }).where(eq(profiles.userId, id));

describe.each(LISTS)('hints on %s', (url, cardsOf) => {
  /** The hints on the member's card as the viewer sees it on this list (none when the list leaves them out). */
  const seen = async () => {
    const res = await get(url, viewer.cookie);
    expect(res.statusCode).toBe(200);
    const card = cardsOf(res.json()).find((one) => one.id === member);
    return { activity: card?.activity, distance: card?.distance };
  };

  it('tells a visible online member as online, in the distance band between the towns', async () => {
    expect(await seen()).toEqual({ activity: 'online', distance: 'lt5' });
  });

  it('tells no activity of a member who hides it, nor to a viewer who hides their own', async () => {
    await setUser(member, { showActivity: false });
    expect(await seen()).toEqual({ activity: undefined, distance: 'lt5' });
    await setUser(member, { showActivity: true });
    await setUser(viewer.id, { showActivity: false });
    expect(await seen()).toEqual({ activity: undefined, distance: 'lt5' });
  });

  it('tells no activity of a member in invisible mode', async () => {
    await setUser(member, { invisible: true });
    await t.settled();
    expect((await seen()).activity).toBeUndefined();
  });

  it('tells no distance when either has no town', async () => {
    await withoutTown(member);
    expect(await seen()).toEqual({ activity: 'online', distance: undefined });
    await t.database.db.update(profiles).set(town).where(eq(profiles.userId, member));
    await withoutTown(viewer.id);
    expect(await seen()).toEqual({ activity: 'online', distance: undefined });
  });

  it('reads the hints of the whole list at once (one statement per request)', async () => {
    const read = vi.spyOn(t.app.services.memberHints, 'of');
    const cards = cardsOf((await get(url, viewer.cookie)).json());
    expect(cards.length).toBeGreaterThan(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(read.mock.calls[0]![1])).toEqual(new Set(cards.map((card) => card.id)));
    read.mockRestore();
  });

  it('is for members only', async () => {
    expect((await get(url)).statusCode).toBe(403);
  });
});
