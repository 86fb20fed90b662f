import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { profiles, sites } from '../../db/schema/index.ts';
import { type ChatMember, realMembers } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Looking-for as the default of swipe and signup matches, and two-sided order in search (issue 39). */
let t: TestApp;
let her: ChatMember;
let young: ChatMember;
let seeksHer: string;
let seeksYounger: string;
const bornAged = (age: number) => `${new Date().getUTCFullYear() - age - 1}-01-01`;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 40 });
  await t.database.db.update(sites).set({ searchFields: ['gender', 'min_age', 'max_age'] });
  await t.app.services.sites.reload();
  [her, young] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
  const db = t.database.db;
  await db
    .update(profiles)
    .set({
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: bornAged(35),
      seekingGenders: ['male'],
      seekingMinAge: 30,
      seekingMaxAge: 40,
    })
    .where(eq(profiles.userId, her.id));
  await db
    .update(profiles)
    .set({
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: bornAged(22),
      seekingGenders: null,
      seekingMinAge: null,
      seekingMaxAge: null,
    })
    .where(eq(profiles.userId, young.id));
  // Every other man looks for men: none of them would look for either woman, but the two below.
  await db
    .update(profiles)
    .set({ seekingGenders: ['male'], seekingMinAge: 18, seekingMaxAge: 99 })
    .where(eq(profiles.gender, 'male'));
  const men = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.gender, 'male'))
    .orderBy(profiles.signupDate);
  [seeksHer, seeksYounger] = men.slice(0, 2).map((m) => m.id) as [string, string];
  await db
    .update(profiles)
    .set({ dateOfBirth: bornAged(33), seekingGenders: ['female'], seekingMinAge: 30, seekingMaxAge: 40 })
    .where(eq(profiles.userId, seeksHer));
  await db
    .update(profiles)
    .set({ dateOfBirth: bornAged(36), seekingGenders: ['female'], seekingMinAge: 20, seekingMaxAge: 25 })
    .where(eq(profiles.userId, seeksYounger));
  await t.settled();
});
afterAll(() => t.close());

const get = async (url: string, member: ChatMember) => {
  const res = await t.app.inject({ url, headers: { ...CLIENT_HEADERS, cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const facts = async (ids: string[]) =>
  t.database.db
    .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
const idsOf = (cards: { id: string }[]) => cards.map((card) => card.id);

describe('looking for as the default (issue 39)', () => {
  it('gives a woman looking for men of 30-40 only such men in the swipe game and her signup matches', async () => {
    const swipe = await get('/api/swipe.php', her);
    const matches = await get('/api/signup-matches.php', her);
    for (const cards of [swipe.cards, matches.profiles]) {
      expect(cards.length).toBeGreaterThan(0);
      for (const { gender, dateOfBirth } of await facts(idsOf(cards))) {
        expect(gender).toBe('male');
        expect(ageOn(dateOfBirth, new Date())).toBeGreaterThanOrEqual(30);
        expect(ageOn(dateOfBirth, new Date())).toBeLessThanOrEqual(40);
      }
    }
  });

  it('carries her looking-for in the user answer, from which her search starts', async () => {
    expect((await get('/api/user.php', her)).profile.looking_for).toEqual({
      seeking_genders: ['male'],
      seeking_min_age: 30,
      seeking_max_age: 40,
    });
  });
});

describe('two-sided search (issue 39)', () => {
  const query = '/api/members.php?gender=male&min_age=18&max_age=99';

  it('puts the man who would look for her before the one who looks for another age band: an order, no exclusion', async () => {
    const found = idsOf((await get(query, her)).profiles);
    expect(found).toContain(seeksYounger);
    expect(found.indexOf(seeksHer)).toBe(0);
  });

  it('orders the same search for another searcher by whom they would be sought by (the cache keeps them apart)', async () => {
    const forHer = idsOf((await get(query, her)).profiles);
    const forYoung = idsOf((await get(query, young)).profiles);
    expect(forYoung.indexOf(seeksYounger)).toBe(0);
    expect(forYoung.indexOf(seeksHer)).toBeGreaterThan(0);
    expect(forHer.indexOf(seeksHer)).toBe(0);
  });

  it('lets her widen the search to everyone, women and other ages too', async () => {
    const wide = await get('/api/members.php?min_age=18&max_age=99', her);
    const genders = new Set((await facts(idsOf(wide.profiles))).map((p) => p.gender));
    expect(genders).toEqual(new Set(['male', 'female']));
  });

  it('serves a member without looking-for or gender: the default of both genders, search and swipe alike', async () => {
    await t.database.db
      .update(profiles)
      .set({ gender: null, seekingGenders: null })
      .where(eq(profiles.userId, young.id));
    await t.settled();
    expect((await get('/api/user.php', young)).profile.looking_for.seeking_genders).toEqual(['male', 'female']);
    expect((await get(query, young)).profiles.length).toBeGreaterThan(0);
    expect((await get('/api/swipe.php', young)).cards).toBeDefined();
  });
});
