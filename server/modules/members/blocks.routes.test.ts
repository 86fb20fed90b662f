import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, photos, profiles, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** GET /api/blocks.php, and DELETE /api/block.php lifting only the member's own block. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
let d: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  [a, b, c, d] = (await realMembers(t, 4)) as [ChatMember, ChatMember, ChatMember, ChatMember];
});
afterAll(() => t.close());

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 5, 1, 12) - minutesAgo * 60_000);

beforeEach(async () => {
  const { db } = t.database;
  await db.delete(blocks);
  await db.update(users).set({ status: 'confirmed' });
  await db.update(profiles).set({ status: 'active' });
  await db.update(photos).set({ status: 'active', visibility: 'public' });
  // a blocked b an hour ago and c ten minutes ago; c blocked d.
  await db.insert(blocks).values([
    { blockerId: a.id, blockedId: b.id, createdAt: at(60) },
    { blockerId: a.id, blockedId: c.id, createdAt: at(10) },
    { blockerId: c.id, blockedId: d.id, createdAt: at(5) },
  ]);
  await t.settled();
});

type Blocked = { id: string; name: string; photo: { thumb: string } | null; blocked_at: string };
const blockedBy = async (member: ChatMember) => {
  const res = await asMember(t, member, 'GET', '/api/blocks.php');
  expect(res.statusCode).toBe(200);
  return res.json().blocked as Blocked[];
};
const mainPhotoOf = async (member: ChatMember) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id)))[0]!.mainPhotoId!;

describe('GET /api/blocks.php', () => {
  it('lists the members the member blocked, newest first, with name, photo and when; never another’s blocks', async () => {
    const [name] = await t.database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, b.id));
    const list = await blockedBy(a);
    expect(list.map((member) => [member.id, member.blocked_at])).toEqual([
      [c.id, at(10).toISOString()],
      [b.id, at(60).toISOString()],
    ]);
    expect(list[1]).toMatchObject({
      name: name!.name,
      photo: { thumb: expect.stringContaining(await mainPhotoOf(b)) },
    });
    expect((await blockedBy(c)).map((member) => member.id)).toEqual([d.id]);
    expect(await blockedBy(b)).toEqual([]);
    expect(await blockedBy(d)).toEqual([]);
  });

  it('shows no photo of one who blocked the member back, or that is not public; leaves out a deleted account', async () => {
    await t.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await t.database.db
      .update(photos)
      .set({ visibility: 'private' })
      .where(eq(photos.id, await mainPhotoOf(d)));
    await t.database.db.insert(blocks).values({ blockerId: a.id, blockedId: d.id });
    const list = await blockedBy(a);
    expect(list.map((member) => [member.id, member.photo])).toEqual([
      [d.id, null],
      [c.id, expect.objectContaining({ thumb: expect.any(String) })],
      [b.id, null],
    ]);
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, c.id));
    expect((await blockedBy(a)).map((member) => member.id)).toEqual([d.id, b.id]);
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blocks.php', headers: CLIENT_HEADERS });
    expect([res.statusCode, res.json().code]).toEqual([403, 'authentication_required']);
  });
});

describe('DELETE /api/block.php', () => {
  it('lifts only the member’s own block', async () => {
    expect((await asMember(t, c, 'DELETE', '/api/block.php', { id: b.id })).statusCode).toBe(200);
    expect((await asMember(t, b, 'DELETE', '/api/block.php', { id: b.id })).statusCode).toBe(200);
    expect((await blockedBy(a)).map((member) => member.id)).toEqual([c.id, b.id]);
    expect((await asMember(t, a, 'DELETE', '/api/block.php', { id: b.id })).statusCode).toBe(200);
    expect((await blockedBy(a)).map((member) => member.id)).toEqual([c.id]);
    expect((await blockedBy(c)).map((member) => member.id)).toEqual([d.id]);
  });
});
