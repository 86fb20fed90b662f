import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  conversationMembers,
  conversations,
  likes,
  photos,
  profiles,
  sites,
  users,
} from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: { cookie: string; id: string };
let target: string;
let extra: { publicId: string; privateId: string };
const newIp = addresses(11);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  demo = await loginDemo(t.app, newIp());
  const [row] = await t.database.db.select().from(profiles).where(ne(profiles.userId, demo.id)).limit(1);
  target = row!.userId;
  const [main] = await t.database.db.select().from(photos).where(eq(photos.id, row!.mainPhotoId!));
  extra = { publicId: randomUUID(), privateId: randomUUID() };
  const copy = {
    userId: target,
    storageKey: main!.storageKey,
    width: main!.width,
    height: main!.height,
    status: 'active' as const,
  };
  await t.database.db.insert(photos).values([
    { ...copy, id: extra.publicId, visibility: 'public' },
    { ...copy, id: extra.privateId, visibility: 'private' },
  ]);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.update(users).set({ invisible: false, status: 'confirmed', paidUser: false });
  await t.database.db.update(profiles).set({ status: 'active' });
  await t.database.db.delete(blocks);
  await t.settled();
});

/** The ways a member is hidden from the demo member: each makes them answer like an unknown id. */
const HIDDEN: [string, () => Promise<unknown>][] = [
  ['invisible', () => t.database.db.update(users).set({ invisible: true }).where(eq(users.id, target))],
  ['deleted', () => t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, target))],
  ['disabled', () => t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, target))],
  ['blocking the viewer', () => t.database.db.insert(blocks).values({ blockerId: target, blockedId: demo.id })],
];

const view = (id: string, cookie: string | undefined = demo.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/member.php?id=${id}`,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const media = (path: string) => t.app.inject({ method: 'GET', url: `/media/${path}`, headers: CLIENT_HEADERS });
const block = (method: 'POST' | 'DELETE', id: string, cookie = demo.cookie) =>
  t.app.inject({ method, url: '/api/block.php', headers: { ...CLIENT_HEADERS, cookie }, payload: { id } });

describe('GET /api/member.php', () => {
  it("shows the fields the site's visible_profile_fields lists, and no exact position", async () => {
    const res = await view(target);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, target));
    expect(body).toMatchObject({ id: target, name: row!.name, country: row!.country, city: row!.city, blocked: false });
    expect(body.fields.gender).toBe(row!.gender);
    expect(JSON.stringify(body)).not.toMatch(/latitude|longitude|date_of_birth|email/);
    await t.database.db.update(sites).set({ visibleProfileFields: ['age', 'country'] });
    await t.app.services.sites.reload();
    const narrow = (await view(target)).json();
    expect(narrow.fields).toEqual({});
    expect(narrow.city).toBeNull();
    await t.database.db.update(sites).set({ visibleProfileFields: ['gender', 'city', 'region', 'about', 'interests'] });
    await t.app.services.sites.reload();
  });

  it('shows a town stored as its municipality ("Gemeente Amsterdam") as the town, on the profile and its cards', async () => {
    const before = await t.database.db.select({ userId: profiles.userId, city: profiles.city }).from(profiles);
    await t.database.db.update(profiles).set({ city: 'Gemeente Amsterdam' }).where(eq(profiles.userId, target));
    await t.database.db
      .update(profiles)
      .set({ city: 'Zürich (Kreis 1) / Lindenhof' })
      .where(ne(profiles.userId, target));
    const body = (await view(target)).json();
    expect(body.city).toBe('Amsterdam');
    for (const card of body.related) expect(card.city).toBe('Zürich');
    expect(body.related.length).toBeGreaterThan(0);
    for (const { userId, city } of before)
      await t.database.db.update(profiles).set({ city }).where(eq(profiles.userId, userId));
  });

  it("shows the answers to the note prompts the site's visible_profile_notes lists, and only those", async () => {
    const answers = { looking_for: 'Iemand met humor.', work: 'Verpleegkundige', hobbies: 'Zeilen' };
    await t.database.db.update(profiles).set({ notes: answers }).where(eq(profiles.userId, target));
    await t.database.db.update(sites).set({ visibleProfileNotes: ['looking_for', 'hobbies', 'ideal_date'] });
    await t.app.services.sites.reload();
    expect((await view(target)).json().notes).toEqual({ looking_for: 'Iemand met humor.', hobbies: 'Zeilen' });
    await t.database.db.update(sites).set({ visibleProfileNotes: [] });
    await t.app.services.sites.reload();
    expect((await view(target)).json().notes).toEqual({});
  });

  it('locks private photos for free members, whatever URL they try, and opens them for premium members', async () => {
    const free = (await view(target)).json();
    const locked = free.photos.find((p: { id: string }) => p.id === extra.privateId);
    expect(locked).toEqual({ id: extra.privateId, main: false, locked: true, thumb: null, profile: null, full: null });
    for (const size of ['thumb', 'profile', 'full'])
      expect((await media(`${extra.privateId}/${size}.jpg`)).statusCode).toBe(404);
    const open = free.photos.find((p: { id: string }) => p.id === extra.publicId);
    expect((await media(open.full)).statusCode).toBe(200);
    expect(free.photos[0].main).toBe(true);

    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, demo.id));
    await t.settled();
    const premium = (await view(target)).json();
    const unlocked = premium.photos.find((p: { id: string }) => p.id === extra.privateId);
    expect(unlocked.locked).toBe(false);
    expect(unlocked.full).toMatch(/\?exp=\d+&sig=/);
    expect((await media(unlocked.full)).statusCode).toBe(200);
  });

  it('shows visitors the main photo only', async () => {
    const body = (await view(target, '')).json();
    expect(body.photos.filter((p: { locked: boolean }) => !p.locked).map((p: { main: boolean }) => p.main)).toEqual([
      true,
    ]);
  });

  it.each(HIDDEN)('answers 404 for a member who is %s', async (_, hide) => {
    await hide();
    expect((await view(target)).statusCode).toBe(404);
  });

  it('shows an invisible member to a member they matched, not in search, and to no one else; a block still wins', async () => {
    const { db } = t.database;
    const stranger = await signupMember(t.app, newIp(), 'stranger@example.com', { name: 'Sam' });
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, stranger.id));
    await db.update(users).set({ invisible: true }).where(eq(users.id, target));
    // Unrelated to start with (the seed may have them like or write each other): no like back, no conversation.
    await db.delete(likes).where(and(eq(likes.likerId, target), eq(likes.likedId, demo.id)));
    const shared = db
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.userId, demo.id), eq(conversationMembers.otherUserId, target)));
    await db.delete(conversations).where(inArray(conversations.id, shared));
    await db.insert(likes).values({ likerId: demo.id, likedId: target }).onConflictDoNothing();
    await t.settled();
    const searchIds = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/members.php',
          headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
        })
      )
        .json()
        .profiles.map((p: { id: string }) => p.id);
    try {
      // A like one way is no match yet.
      expect((await view(target)).statusCode).toBe(404);
      await db.insert(likes).values({ likerId: target, likedId: demo.id }).onConflictDoNothing();
      expect((await view(target)).json()).toMatchObject({ id: target, blocked: false });
      expect(await searchIds()).not.toContain(target);
      expect((await view(target, stranger.cookie)).statusCode).toBe(404);
      expect((await view(target, '')).statusCode).toBe(404);
      await db.insert(blocks).values({ blockerId: target, blockedId: demo.id });
      expect((await view(target)).statusCode).toBe(404);
    } finally {
      await db.delete(likes).where(or(eq(likes.likerId, target), eq(likes.likedId, target)));
    }
  });

  it('clears the new flag of a like from the member whose profile is opened', async () => {
    await t.database.db
      .insert(likes)
      .values({ likerId: target, likedId: demo.id })
      .onConflictDoUpdate({
        target: [likes.likerId, likes.likedId],
        set: { isNew: true },
      });
    await view(target);
    const [like] = await t.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, target), eq(likes.likedId, demo.id)));
    expect(like!.isNew).toBe(false);
  });

  it("relates other shown members of the profile's gender and country, and none when no one else fits", async () => {
    const before = await t.database.db
      .select({ userId: profiles.userId, gender: profiles.gender, country: profiles.country })
      .from(profiles);
    const set = (values: Partial<typeof profiles.$inferInsert>, userId?: string) =>
      t.database.db
        .update(profiles)
        .set(values)
        .where(userId ? eq(profiles.userId, userId) : undefined);
    try {
      await set({ gender: 'female', country: 'NL' });
      const others = before.map((row) => row.userId).filter((id) => id !== target && id !== demo.id);
      const [man, belgian, invisible, ...related] = others;
      await set({ gender: 'male' }, man);
      await set({ country: 'BE' }, belgian);
      await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, invisible!));
      await t.settled();
      expect(related.length).toBeGreaterThan(0);
      const shown = (await view(target)).json().related.map((card: { id: string }) => card.id);
      expect(shown.toSorted()).toEqual(related.toSorted());

      await set({ country: 'DE' }, target);
      await t.settled();
      expect((await view(target)).json().related).toEqual([]);
    } finally {
      for (const { userId, gender, country } of before) await set({ gender, country }, userId);
    }
  });

  it.each(['not-a-uuid', ''])('refuses the id %j with a 400', async (id) => {
    expect((await view(id)).statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('hides both members from each other at once, both ways, until unblocked', async () => {
    const other = await signupMember(t.app, newIp(), 'blocked@example.com', { name: 'Bo' });
    await t.database.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, other.id));
    const searchIds = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { ...CLIENT_HEADERS, cookie } }))
        .json()
        .profiles.map((p: { id: string }) => p.id);
    expect(await searchIds(demo.cookie)).toContain(other.id);

    expect((await block('POST', other.id)).json()).toEqual({ ok: true });
    expect(await searchIds(demo.cookie)).not.toContain(other.id);
    expect(await searchIds(other.cookie)).not.toContain(demo.id);
    expect((await view(demo.id, other.cookie)).statusCode).toBe(404);
    const blockedView = (await view(other.id)).json();
    expect(blockedView).toMatchObject({ blocked: true, photos: [], fields: {}, related: [] });

    expect((await block('POST', other.id)).statusCode).toBe(200); // twice is fine
    expect((await block('DELETE', other.id)).json()).toEqual({ ok: true });
    expect(await searchIds(demo.cookie)).toContain(other.id);
    expect((await view(demo.id, other.cookie)).statusCode).toBe(200);
  });

  it.each(HIDDEN)('answers blocking and reporting a member who is %s exactly as for an unknown id', async (_, hide) => {
    await hide();
    const report = (memberId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
        payload: { member_id: memberId, reason: 'spam' },
        remoteAddress: newIp(),
      });
    const strip = (res: { statusCode: number; body: string }) => [res.statusCode, res.body];
    expect(strip(await block('POST', target))).toEqual(strip(await block('POST', randomUUID())));
    expect(strip(await report(target))).toEqual(strip(await report(randomUUID())));
    expect((await block('POST', target)).statusCode).toBe(404);
  });

  it('refuses blocking oneself, an unknown member, a bad id, and a visitor', async () => {
    expect((await block('POST', demo.id)).json().fields.id).toBe('Je kunt jezelf niet blokkeren.');
    expect((await block('POST', randomUUID())).statusCode).toBe(404);
    expect((await block('POST', 'nope')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: CLIENT_HEADERS,
      payload: { id: target },
    });
    expect(visitor.statusCode).toBe(403);
  });
});
