import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, likes, profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: { cookie: string; id: string };
const newIp = addresses(4);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  demo = await loginDemo(t.app, newIp());
});
afterAll(() => t.close());

const autoLike = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auto-like.php',
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });

/** The demo member's likers, newest first. */
async function likers() {
  const rows = await t.database.db
    .select({ id: likes.likerId })
    .from(likes)
    .where(eq(likes.likedId, demo.id))
    .orderBy(desc(likes.createdAt));
  return rows.map((row) => row.id);
}

describe('GET /api/auto-like.php', () => {
  let newest: string;
  beforeEach(async () => {
    newest = (await likers())[0]!;
    await t.database.db.update(likes).set({ isNew: true }).where(eq(likes.likedId, demo.id));
    await t.database.db.update(users).set({ invisible: false, status: 'confirmed', fictional: true });
    await t.database.db.update(users).set({ fictional: false }).where(eq(users.id, demo.id));
    await t.database.db.update(profiles).set({ status: 'active' });
    await t.database.db.delete(blocks);
  });

  it('answers the newest unseen liker with the match path of the main photo', async () => {
    const res = await autoLike(demo.cookie);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    const [liker] = await t.database.db.select().from(profiles).where(eq(profiles.userId, newest));
    expect(profile).toEqual({
      id: newest,
      name: liker!.name,
      fictional: true,
      main_image: { match: `${liker!.mainPhotoId}/profile.jpg` },
    });
    const photo = await t.app.inject({
      method: 'GET',
      url: `/media/${profile.main_image.match}`,
      headers: CLIENT_HEADERS,
    });
    expect(photo.statusCode).toBe(200);
  });

  it('skips likes already seen', async () => {
    await t.database.db
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.likerId, newest), eq(likes.likedId, demo.id)));
    const res = await autoLike(demo.cookie);
    expect(res.json().profile.id).toBe((await likers())[1]);
  });

  it.each([
    ['blocked by the member', () => ({ blockerId: demo.id, blockedId: newest })],
    ['who blocked the member', () => ({ blockerId: newest, blockedId: demo.id })],
  ])('never shows a liker %s', async (_, block) => {
    await t.database.db.insert(blocks).values(block());
    expect((await autoLike(demo.cookie)).json().profile.id).not.toBe(newest);
  });

  it('never shows invisible, deleted or disabled likers', async () => {
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, newest));
    expect((await autoLike(demo.cookie)).json().profile.id).not.toBe(newest);
    await t.database.db.update(users).set({ invisible: false, status: 'deleted' }).where(eq(users.id, newest));
    expect((await autoLike(demo.cookie)).json().profile.id).not.toBe(newest);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, newest));
    await t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, newest));
    expect((await autoLike(demo.cookie)).json().profile.id).not.toBe(newest);
  });

  it('answers null when no unseen like is left', async () => {
    await t.database.db.update(likes).set({ isNew: false }).where(eq(likes.likedId, demo.id));
    const res = await autoLike(demo.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: null });
  });

  it('draws only on fictional profiles: no activity is ever shown of a real member', async () => {
    expect((await autoLike(demo.cookie)).json().profile).toMatchObject({ id: newest, fictional: true });
    await t.database.db.update(users).set({ fictional: false }).where(eq(users.id, newest));
    expect((await autoLike(demo.cookie)).json().profile).toMatchObject({ id: (await likers())[1], fictional: true });
    await t.database.db.update(users).set({ fictional: false }).where(ne(users.id, demo.id));
    expect((await autoLike(demo.cookie)).json()).toEqual({ profile: null });
  });

  it('requires a session', async () => {
    const res = await autoLike();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('authentication_required');
  });
});
