import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/contracts/notifications.ts';
import { blocks, likes, notifications, photos, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let me: { id: string; cookie: string };
let others: string[];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 5 });
  const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, false));
  me = { id: rows[0]!.id, cookie: await sessionOf(t.app, rows[0]!.id) };
  others = rows.slice(1).map((row) => row.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(notifications);
  await t.database.db.delete(likes);
  await t.database.db.delete(blocks);
});

const page = async (n = 1, cookie = me.cookie) =>
  (await t.app.inject({ url: `/api/notifications.php?page=${n}`, headers: { ...CLIENT_HEADERS, cookie } })).json();
const markRead = (payload: object, cookie = me.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { ...CLIENT_HEADERS, cookie }, payload });

/** A like from each of `likers` (oldest first), each told to `me` through the app. */
async function likedBy(likers: string[]) {
  for (const liker of likers) {
    const cookie = await sessionOf(t.app, liker);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { ...CLIENT_HEADERS, cookie },
      payload: { profile_id: me.id },
    });
    expect(res.statusCode).toBe(200);
  }
}

describe('GET and PUT /api/notifications.php', () => {
  it('lists likes, matches and profile events newest first, unread, each with its member', async () => {
    await likedBy(others.slice(0, 2));
    const [photo] = await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, me.id));
    await t.database.db.update(photos).set({ status: 'in_review' }).where(eq(photos.id, photo!.id));
    await t.app.services.photos.review(photo!.id, { decision: 'reject', reason: 'low_quality' }, async () => {});
    await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { ...CLIENT_HEADERS, cookie: me.cookie },
      payload: { profile_id: others[0] },
    });
    const { notifications: list, more, unread } = await page();
    expect(list.map((n: { kind: string; profile: { id: string } | null }) => [n.kind, n.profile?.id ?? null])).toEqual([
      ['match', others[0]],
      ['photo_rejected', null],
      ['like', others[1]],
      ['like', others[0]],
    ]);
    expect(list.map((n: { reason: string | null }) => n.reason)).toEqual([null, 'low_quality', null, null]);
    expect(list.every((n: { read: boolean }) => !n.read)).toBe(true);
    expect([more, unread]).toEqual([false, 4]);
  });

  it('pages by NOTIFICATIONS_PAGE_SIZE', async () => {
    await t.database.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, i) => ({
        userId: me.id,
        kind: 'photo_rejected',
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = await page(1);
    expect([first.notifications.length, first.more, first.unread]).toEqual([NOTIFICATIONS_PAGE_SIZE, true, 23]);
    const second = await page(2);
    expect([second.notifications.length, second.more]).toEqual([3, false]);
    expect(second.notifications[0].profile).toBeNull();
  });

  it('marks read only the member own notifications', async () => {
    await likedBy(others.slice(0, 2));
    const [newest, older] = (await page()).notifications;
    const theirs = await sessionOf(t.app, others[2]!);
    expect((await markRead({ ids: [newest.id] }, theirs)).json()).toEqual({ ok: true });
    expect((await page()).unread).toBe(2);
    expect((await markRead({ ids: [newest.id] })).json()).toEqual({ ok: true });
    const after = await page();
    expect(after.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    expect(after.unread).toBe(1);
    await markRead({});
    expect((await page()).unread).toBe(0);
    expect(older.id).toBeTruthy();
  });

  it('hides notifications about a member blocked either way or gone invisible', async () => {
    await likedBy(others.slice(0, 3));
    await t.database.db.insert(blocks).values([
      { blockerId: me.id, blockedId: others[0]! },
      { blockerId: others[1]!, blockedId: me.id },
    ]);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, others[2]!));
    try {
      expect(await page()).toEqual({ notifications: [], more: false, unread: 0 });
    } finally {
      await t.database.db.update(users).set({ invisible: false }).where(eq(users.id, others[2]!));
    }
  });

  it('refuses a visitor and bad ids', async () => {
    const visitor = await t.app.inject({ url: '/api/notifications.php', headers: CLIENT_HEADERS });
    expect(visitor.statusCode).toBe(403);
    const bad = await markRead({ ids: ['1 or 1=1'] });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
  });
});
