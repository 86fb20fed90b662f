import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../shared/realtime.ts';
import { blocks, likes, notifications, profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Three members acting on one another: a likes b, b likes back; c stands by. */
let t: TestApp;
let a: { id: string; cookie: string };
let b: { id: string; cookie: string };
let c: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, false)).limit(3);
  const members = await Promise.all(rows.map(async ({ id }) => ({ id, cookie: await sessionOf(t.app, id) })));
  [a, b, c] = members as [typeof a, typeof b, typeof c];
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(likes);
  await db.delete(notifications);
  await db.delete(blocks);
  await db.update(users).set({ invisible: false, status: 'confirmed' });
  await db.update(profiles).set({ status: 'active' });
});

const like = (from: { cookie: string }, profileId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/like.php',
    headers: { ...CLIENT_HEADERS, cookie: from.cookie },
    payload: { profile_id: profileId },
  });
const likesOf = async (member: { cookie: string }) =>
  (await t.app.inject({ url: '/api/likes.php', headers: { ...CLIENT_HEADERS, cookie: member.cookie } })).json();
const kindsOf = async (memberId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, memberId))).map(
    (row) => `${row.kind}:${row.actorId}`,
  );

/** Every domain event the bus carries from now on. */
function published() {
  const seen: DomainEvent[] = [];
  for (const type of ['like.created', 'like.removed', 'match.created', 'notification.created'] as const) {
    t.app.services.bus.subscribe(type, (event) => void seen.push(event));
  }
  return seen;
}

describe('POST and DELETE /api/like.php', () => {
  it('likes once, however often it is sent, and tells the liked member once', async () => {
    const events = published();
    expect((await like(a, b.id)).json()).toEqual({ match: false });
    expect((await like(a, b.id)).json()).toEqual({ match: false });
    expect(await kindsOf(b.id)).toEqual([`like:${a.id}`]);
    expect(events.filter((e) => e.type === 'like.created')).toEqual([
      { type: 'like.created', likerId: a.id, likedId: b.id },
    ]);
    const given = await likesOf(a);
    expect(given.profiles).toEqual([expect.objectContaining({ id: b.id, liked: true })]);
    expect(given.liked_by).toEqual([]);
    const received = await likesOf(b);
    expect(received.liked_by).toEqual([{ id: a.id, like_new: true }]);
    expect(received.profiles).toEqual([expect.objectContaining({ id: a.id, liked: false })]);
  });

  it('makes a match of a like back, told to both, and the likes lists show it', async () => {
    const events = published();
    await like(a, b.id);
    expect((await like(b, a.id)).json()).toEqual({ match: true });
    expect(events.filter((e) => e.type === 'match.created')).toEqual([
      { type: 'match.created', memberIds: [b.id, a.id] },
    ]);
    expect(await kindsOf(a.id)).toEqual([`match:${b.id}`]);
    expect((await kindsOf(b.id)).sort()).toEqual([`like:${a.id}`, `match:${a.id}`].sort());
    const ofA = await likesOf(a);
    expect(ofA.profiles).toEqual([expect.objectContaining({ id: b.id, liked: true })]);
    expect(ofA.liked_by).toEqual([{ id: b.id, like_new: true }]);
  });

  it('keeps a match in both likes lists when one of the two turns invisible, and drops it when they block', async () => {
    await like(a, b.id);
    await like(b, a.id);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, b.id));
    const ofA = await likesOf(a);
    expect(ofA.profiles).toEqual([expect.objectContaining({ id: b.id, liked: true })]);
    expect(ofA.liked_by).toEqual([{ id: b.id, like_new: true }]);
    expect((await likesOf(b)).profiles).toEqual([expect.objectContaining({ id: a.id, liked: true })]);
    await t.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect(await likesOf(a)).toEqual({ profiles: [], liked_by: [] });
  });

  it('takes a like back, and tells no one twice when it is given again the same day', async () => {
    await like(a, b.id);
    expect((await like(a, b.id, 'DELETE')).json()).toEqual({ ok: true });
    expect((await like(a, b.id, 'DELETE')).json()).toEqual({ ok: true });
    expect((await likesOf(b)).liked_by).toEqual([]);
    await like(a, b.id);
    expect(await kindsOf(b.id)).toEqual([`like:${a.id}`]);
  });

  it.each([
    ['blocked by the liker', () => ({ blockerId: a.id, blockedId: b.id })],
    ['who blocked the liker', () => ({ blockerId: b.id, blockedId: a.id })],
  ])('cannot like a member %s, nor see their like', async (_, block) => {
    await like(b, a.id);
    await t.database.db.insert(blocks).values(block());
    expect((await like(a, b.id)).statusCode).toBe(404);
    expect(await likesOf(a)).toEqual({ profiles: [], liked_by: [] });
  });

  it('cannot like an invisible, deleted or disabled member, oneself or no one, and hides them from the lists', async () => {
    await like(c, a.id);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, c.id));
    expect((await like(a, c.id)).statusCode).toBe(404);
    expect((await likesOf(a)).liked_by).toEqual([]);
    await t.database.db.update(users).set({ invisible: false, status: 'deleted' }).where(eq(users.id, c.id));
    expect((await like(a, c.id)).statusCode).toBe(404);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, c.id));
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, c.id));
    expect((await like(a, c.id)).statusCode).toBe(404);
    expect((await like(a, a.id)).statusCode).toBe(404);
    expect((await like(a, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await like(a, `${b.id}\u0000`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, a.id))).toEqual([]);
  });

  it('requires a session and the client header', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: CLIENT_HEADERS,
      payload: { profile_id: b.id },
    });
    expect(visitor.statusCode).toBe(403);
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { host: CLIENT_HEADERS.host, cookie: a.cookie },
      payload: { profile_id: b.id },
    });
    expect([script.statusCode, script.json().code]).toEqual([403, 'client_header_required']);
  });

  it('stores one like and one notification of 30 parallel likes', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => like(a, b.id)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, a.id))).toHaveLength(1);
    expect(await kindsOf(b.id)).toEqual([`like:${a.id}`]);
  });

  it('never misses the match of two members liking each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      await t.database.db.delete(likes);
      await t.database.db.delete(notifications);
      const [ab, ba] = await Promise.all([like(a, b.id), like(b, a.id)]);
      expect([ab.json().match, ba.json().match].sort()).toEqual([false, true]);
      expect(await kindsOf(a.id)).toContain(`match:${b.id}`);
      expect(await kindsOf(b.id)).toContain(`match:${a.id}`);
    }
  });
});

describe('GET /api/likes.php', () => {
  it('lists received likes new first, then newest, and a viewed profile is no longer new', async () => {
    await like(b, a.id);
    await like(c, a.id);
    await t.database.db
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.likerId, c.id), eq(likes.likedId, a.id)));
    expect((await likesOf(a)).liked_by).toEqual([
      { id: b.id, like_new: true },
      { id: c.id, like_new: false },
    ]);
    await t.database.db.update(likes).set({ isNew: true }).where(ne(likes.likerId, b.id));
    expect((await likesOf(a)).liked_by.map((entry: { id: string }) => entry.id)).toEqual([c.id, b.id]);
    const view = await t.app.inject({
      url: `/api/member.php?id=${c.id}`,
      headers: { ...CLIENT_HEADERS, cookie: a.cookie },
    });
    expect(view.statusCode).toBe(200);
    expect((await likesOf(a)).liked_by).toEqual([
      { id: b.id, like_new: true },
      { id: c.id, like_new: false },
    ]);
  });
});
