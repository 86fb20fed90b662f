import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, SWIPE_LIKES_PER_DAY } from '../../../shared/constants.ts';
import { blocks, likes, profiles, sites, swipePasses, usageCounters, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** One member playing the swipe game among 14 others who all may be shown (any gender sought). */
let t: TestApp;
let player: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 15 });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, false)).limit(1);
  player = { id: row!.id, cookie: await sessionOf(t.app, row!.id) };
  await t.database.db.update(profiles).set({ sexuality: 'bi' }).where(eq(profiles.userId, player.id));
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  for (const table of [likes, swipePasses, usageCounters, blocks]) await db.delete(table);
  await db.update(users).set({ paidUser: false }).where(eq(users.id, player.id));
  await t.settled();
});

const headers = () => ({ ...CLIENT_HEADERS, cookie: player.cookie });
const cards = async () => (await t.app.inject({ url: '/api/swipe.php', headers: headers() })).json();
const swipe = (profileId: string, decision: 'like' | 'pass') =>
  t.app.inject({
    method: 'POST',
    url: '/api/swipe.php',
    headers: headers(),
    payload: { profile_id: profileId, decision },
  });
const ids = (list: { cards: { id: string }[] }) => list.cards.map((card) => card.id);

describe('the swipe game', () => {
  it('deals members the player may see, with a photo, never the player, liked ones or blocked ones', async () => {
    const first = await cards();
    expect(first.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect(first.cards.length).toBeGreaterThan(5);
    expect(ids(first)).not.toContain(player.id);
    expect(first.cards.every((card: { photo: unknown }) => card.photo !== null)).toBe(true);
    const [liked, blocked, blocker] = ids(first);
    await swipe(liked!, 'like');
    await t.database.db.insert(blocks).values([
      { blockerId: player.id, blockedId: blocked! },
      { blockerId: blocker!, blockedId: player.id },
    ]);
    expect(ids(await cards())).not.toEqual(expect.arrayContaining([liked]));
    const after = ids(await cards());
    for (const hidden of [liked, blocked, blocker]) expect(after).not.toContain(hidden);
  });

  it('gives a free member 4 likes a day, says so in Dutch the fifth time, and starts again the next day', async () => {
    const deck = ids(await cards());
    for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++) {
      const res = await swipe(deck[i]!, 'like');
      expect(res.json()).toEqual({ match: false, likes_left: SWIPE_LIKES_PER_DAY - 1 - i });
    }
    const fifth = await swipe(deck[SWIPE_LIKES_PER_DAY]!, 'like');
    expect([fifth.statusCode, fifth.json().code]).toEqual([429, 'swipe_limit']);
    expect(fifth.json().message).toBe(
      'Je hebt vandaag je 4 gratis likes al gebruikt. Word premium voor meer likes per dag, of swipe morgen verder.',
    );
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, player.id))).toHaveLength(4);
    expect((await swipe(deck[0]!, 'like')).json()).toEqual({ match: false, likes_left: 0 });
    t.advance(DAY_MS);
    try {
      expect((await cards()).likes_left).toBe(SWIPE_LIKES_PER_DAY);
      expect((await swipe(deck[SWIPE_LIKES_PER_DAY]!, 'like')).statusCode).toBe(200);
    } finally {
      t.advance(-DAY_MS);
    }
  });

  it('gives a premium member the likes the site sets', async () => {
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, player.id));
    await t.database.db.update(sites).set({ swipeLikesPremium: 6 });
    await t.app.services.sites.reload();
    await t.settled();
    const deck = ids(await cards());
    for (let i = 0; i < 6; i++) expect((await swipe(deck[i]!, 'like')).statusCode).toBe(200);
    const seventh = await swipe(deck[6]!, 'like');
    expect([seventh.statusCode, seventh.json().code]).toEqual([429, 'swipe_limit_premium']);
    expect(seventh.json().message).toBe('Je hebt vandaag je 6 likes al gebruikt. Morgen kun je weer verder swipen.');
  });

  it('lets no more than 4 of 30 parallel likes through', async () => {
    const deck = ids(await cards());
    const answers = await Promise.all(
      deck.slice(0, 10).flatMap((id) => [swipe(id, 'like'), swipe(id, 'like'), swipe(id, 'like')]),
    );
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(SWIPE_LIKES_PER_DAY);
    expect(answers.every((res) => [200, 429].includes(res.statusCode))).toBe(true);
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, player.id))).toHaveLength(4);
  });

  it('keeps a passed card away for the rest of the day only', async () => {
    const [passed] = ids(await cards());
    expect((await swipe(passed!, 'pass')).json()).toEqual({ match: false, likes_left: SWIPE_LIKES_PER_DAY });
    expect(ids(await cards())).not.toContain(passed);
    t.advance(DAY_MS);
    try {
      expect(ids(await cards())).toContain(passed);
    } finally {
      t.advance(-DAY_MS);
    }
  });

  it('matches when the card likes the player already', async () => {
    const [card] = ids(await cards());
    await t.database.db.insert(likes).values({ likerId: card!, likedId: player.id });
    expect((await swipe(card!, 'like')).json()).toEqual({ match: true, likes_left: SWIPE_LIKES_PER_DAY - 1 });
  });

  it('cannot pass or like a member hidden from the player', async () => {
    const [hidden] = await t.database.db.select({ id: users.id }).from(users).where(ne(users.id, player.id)).limit(1);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, hidden!.id));
    try {
      expect((await swipe(hidden!.id, 'pass')).statusCode).toBe(404);
      expect((await swipe(hidden!.id, 'like')).statusCode).toBe(404);
    } finally {
      await t.database.db.update(users).set({ invisible: false }).where(eq(users.id, hidden!.id));
    }
  });
});
