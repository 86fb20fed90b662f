import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, conversations, likes, photos, profiles, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** GET /api/chat-starters.php: matches without a conversation, as the member policy lets the member see them. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
let d: ChatMember;
let e: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  [a, b, c, d, e] = (await realMembers(t, 5)) as [ChatMember, ChatMember, ChatMember, ChatMember, ChatMember];
});
afterAll(() => t.close());

/** `liker` liked `liked` `minutesAgo` minutes ago. */
const like = (liker: ChatMember, liked: ChatMember, minutesAgo: number, held = false) =>
  t.database.db
    .insert(likes)
    .values({ likerId: liker.id, likedId: liked.id, held, createdAt: new Date(Date.now() - minutesAgo * 60_000) });

beforeEach(async () => {
  const { db } = t.database;
  await db.delete(likes);
  await db.delete(blocks);
  await db.delete(conversations);
  await db.update(users).set({ paidUser: true, status: 'confirmed', invisible: false });
  await db.update(profiles).set({ status: 'active' });
  // a matched b (10 minutes ago: b liked back then), d (5 minutes ago) and c (30 minutes ago); a only likes e.
  await like(a, b, 60);
  await like(b, a, 10);
  await like(c, a, 40);
  await like(a, c, 30);
  await like(a, d, 5);
  await like(d, a, 20);
  await like(a, e, 1);
  await t.settled();
});

const startersOf = async (member: ChatMember) => {
  const res = await asMember(t, member, 'GET', '/api/chat-starters.php');
  expect(res.statusCode).toBe(200);
  return (res.json().starters as { id: string }[]).map((starter) => starter.id);
};

describe('GET /api/chat-starters.php', () => {
  it('lists the member’s own matches, newest match first, with name, age and photo; a one-way like is none', async () => {
    expect(await startersOf(a)).toEqual([d.id, b.id, c.id]);
    expect(await startersOf(b)).toEqual([a.id]);
    expect(await startersOf(e)).toEqual([]);
    const [first] = (await asMember(t, a, 'GET', '/api/chat-starters.php')).json().starters;
    expect(Object.keys(first).sort()).toEqual(['age', 'id', 'name', 'photo']);
    expect(first.age).toBeGreaterThanOrEqual(18);
  });

  it('leaves out a match whose like is held (its liker unconfirmed)', async () => {
    await t.database.db.update(likes).set({ held: true }).where(eq(likes.likerId, d.id));
    expect(await startersOf(a)).toEqual([b.id, c.id]);
  });

  it('leaves out a match with whom a conversation exists, on both sides', async () => {
    await setCredits(t.database.db, b.id, 20);
    const sent = await sendMessage(t, b, { profile_id: a.id, text: 'Hoi' });
    expect(sent.statusCode).toBe(200);
    expect(await startersOf(a)).toEqual([d.id, c.id]);
    expect(await startersOf(b)).toEqual([]);
  });

  it('leaves out a match the member blocked, and one who blocked the member', async () => {
    await t.database.db.insert(blocks).values([
      { blockerId: a.id, blockedId: b.id },
      { blockerId: c.id, blockedId: a.id },
    ]);
    expect(await startersOf(a)).toEqual([d.id]);
    expect(await startersOf(b)).toEqual([]);
    expect(await startersOf(c)).toEqual([]);
  });

  it('leaves out a deleted account and a disabled profile', async () => {
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, b.id));
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, d.id));
    await t.settled();
    expect(await startersOf(a)).toEqual([c.id]);
  });

  it('shows a match’s main photo only while it is approved and public', async () => {
    const photoOf = async () =>
      (await asMember(t, a, 'GET', '/api/chat-starters.php')).json().starters[0].photo as { thumb: string } | null;
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, d.id));
    await t.database.db
      .update(photos)
      .set({ status: 'active', visibility: 'public' })
      .where(eq(photos.id, profile!.mainPhotoId!));
    expect((await photoOf())?.thumb).toContain(profile!.mainPhotoId);
    await t.database.db.update(photos).set({ visibility: 'private' }).where(eq(photos.id, profile!.mainPhotoId!));
    expect(await photoOf()).toBeNull();
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chat-starters.php', headers: CLIENT_HEADERS });
    expect([res.statusCode, res.json().code]).toEqual([403, 'authentication_required']);
  });
});
