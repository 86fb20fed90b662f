import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { blocks, likes, photos, profiles } from '../../db/schema/index.ts';
import { type ChatMember, realMembers } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { cardPhoto } from './members.policy.sql.ts';

/** GET /api/home-members.php: whom a member looks for, on their home page (decision 035). */
let t: TestApp;
let her: ChatMember;
/** Men of her ages with a card photo, the most recently active first. */
let men: string[];
const bornAged = (age: number) => `${new Date().getUTCFullYear() - age - 1}-01-01`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 40 });
  [her] = (await realMembers(t, 1)) as [ChatMember];
  const db = t.database.db;
  await db
    .update(profiles)
    .set({
      gender: 'female',
      dateOfBirth: bornAged(35),
      seekingGenders: ['male'],
      seekingMinAge: 30,
      seekingMaxAge: 40,
      lastActiveAt: minutesAgo(0),
    })
    .where(eq(profiles.userId, her.id));
  // Every man looks for men (none would look for her) and is active an hour ago; half of them are of her ages.
  await db
    .update(profiles)
    .set({ seekingGenders: ['male'], seekingMinAge: 18, seekingMaxAge: 99, lastActiveAt: minutesAgo(60) })
    .where(eq(profiles.gender, 'male'));
  const withPhoto = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(photos, cardPhoto)
    .where(and(eq(profiles.gender, 'male'), ne(profiles.userId, her.id)))
    .orderBy(profiles.userId);
  const ids = withPhoto.map((row) => row.id);
  men = ids.filter((_, index) => index % 2 === 0);
  const others = ids.filter((_, index) => index % 2 === 1);
  expect(men.length).toBeGreaterThan(5);
  await db
    .update(profiles)
    .set({ dateOfBirth: bornAged(33) })
    .where(inArray(profiles.userId, men));
  await db
    .update(profiles)
    .set({ dateOfBirth: bornAged(50), lastActiveAt: minutesAgo(1) })
    .where(inArray(profiles.userId, others));
  await t.settled();
});
afterAll(() => t.close());

const home = (member?: ChatMember) =>
  t.app.inject({
    url: '/api/home-members.php',
    headers: { ...CLIENT_HEADERS, ...(member ? { cookie: member.cookie } : {}) },
  });
const idsFor = async (member: ChatMember): Promise<string[]> => {
  const res = await home(member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profiles.map((card: { id: string }) => card.id);
};
/** The man `index` of her ages would look for her, and was on the site `minutes` ago. */
const seeksHer = (index: number, minutes: number) =>
  t.database.db
    .update(profiles)
    .set({ seekingGenders: ['female'], seekingMinAge: 30, seekingMaxAge: 40, lastActiveAt: minutesAgo(minutes) })
    .where(eq(profiles.userId, men[index]!));

describe('GET /api/home-members.php', () => {
  it('shows a woman looking for men of 30-40 only such men, as search cards', async () => {
    const res = await home(her);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().profiles;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    const found = await t.database.db
      .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          cards.map((card: { id: string }) => card.id),
        ),
      );
    for (const { gender, dateOfBirth } of found) {
      expect(gender).toBe('male');
      expect(ageOn(dateOfBirth, new Date())).toBeGreaterThanOrEqual(30);
      expect(ageOn(dateOfBirth, new Date())).toBeLessThanOrEqual(40);
    }
    expect(cards[0]).toMatchObject({ photo: { thumb: expect.any(String) }, fictional: expect.any(Boolean) });
  });

  it('puts a man who would look for her first, though others were on the site more recently', async () => {
    await seeksHer(men.length - 1, 60 * 24 * 30);
    await t.settled();
    expect((await idsFor(her))[0]).toBe(men.at(-1));
  });

  it('leaves out men blocked either way and men she liked, however well they fit', async () => {
    const [blocker, blocked, liked] = [men[0]!, men[1]!, men[2]!];
    for (const [index, minutes] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const)
      await seeksHer(index, minutes);
    await t.settled();
    expect((await idsFor(her)).slice(0, 3)).toEqual([blocker, blocked, liked]);
    await t.database.db.insert(blocks).values([
      { blockerId: blocker, blockedId: her.id },
      { blockerId: her.id, blockedId: blocked },
    ]);
    await t.database.db.insert(likes).values({ likerId: her.id, likedId: liked });
    await t.settled();
    const ids = await idsFor(her);
    expect(ids).not.toContain(blocker);
    expect(ids).not.toContain(blocked);
    expect(ids).not.toContain(liked);
    expect(ids[0]).toBe(men.at(-1));
  });

  it('never shows the member themself, even where she fits what she looks for best', async () => {
    await t.database.db
      .update(profiles)
      .set({ seekingGenders: ['male', 'female'], seekingMinAge: 18, seekingMaxAge: 99, lastActiveAt: new Date() })
      .where(eq(profiles.userId, her.id));
    await t.settled();
    expect(await idsFor(her)).not.toContain(her.id);
  });

  it('is for members only', async () => {
    const res = await home();
    expect([res.statusCode, res.json().code]).toEqual([403, 'authentication_required']);
  });
});
