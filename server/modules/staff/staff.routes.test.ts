import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, notifications, profiles, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

const TOKEN = 'staff-token-for-tests-0123456789';
let t: TestApp;
let demo: { cookie: string; id: string };
const newIp = addresses(13);
beforeAll(async () => {
  t = await createTestApp({ STAFF_API_TOKEN: TOKEN }, { memberCount: 3 });
  demo = await loginDemo(t.app, newIp());
  await t.database.db.update(sites).set({ autoApprovePhotos: false });
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  t.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const newMember = (email: string) => signupMember(t.app, newIp(), email);

async function upload(cookie: string) {
  const { payload, headers } = multipart(await jpegWithGps());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...CLIENT_HEADERS, ...headers, cookie },
    payload,
    remoteAddress: newIp(),
  });
  return res.json().id as string;
}

const publicMedia = (id: string) =>
  t.app.inject({ method: 'GET', url: `/media/${id}/profile.jpg`, headers: CLIENT_HEADERS });

describe('staff API', () => {
  it('does not exist without STAFF_API_TOKEN, and refuses a wrong or missing token', async () => {
    const plain = await createTestApp({}, { memberCount: 1 });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/staff/photos.php', headers: CLIENT_HEADERS });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(
      (await staff('GET', '/api/staff/photos.php', undefined, 'wrong-token-wrong-token-wrong-tok')).statusCode,
    ).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/staff/photos.php', headers: CLIENT_HEADERS });
    expect(none.statusCode).toBe(401);
  });

  it('lists photos in review; approving shows a photo, rejecting keeps it hidden and hands the main place on', async () => {
    const member = await newMember('review@example.com');
    const first = await upload(member.cookie);
    const second = await upload(member.cookie);
    const listed = (await staff('GET', '/api/staff/photos.php')).json().photos.map((p: { id: string }) => p.id);
    expect(listed).toEqual(expect.arrayContaining([first, second]));
    expect((await publicMedia(first)).statusCode).toBe(404);

    expect((await staff('POST', '/api/staff/photo-review.php', { id: second, decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect((await publicMedia(second)).statusCode).toBe(200);
    expect((await staff('POST', '/api/staff/photo-review.php', { id: first, decision: 'reject' })).statusCode).toBe(
      200,
    );
    expect((await publicMedia(first)).statusCode).toBe(404);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.map((n) => [n.kind, JSON.parse(n.data)])).toEqual([['photo_rejected', { photo_id: first }]]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.mainPhotoId).toBe(second);
    const after = (await staff('GET', '/api/staff/photos.php')).json().photos.map((p: { id: string }) => p.id);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it('answers 404 for an unknown photo and 400 for a bad decision', async () => {
    const unknown = await staff('POST', '/api/staff/photo-review.php', {
      id: crypto.randomUUID(),
      decision: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await staff('POST', '/api/staff/photo-review.php', { id: crypto.randomUUID(), decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the API document', () => {
  it('lists the members API but not the staff API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: CLIENT_HEADERS });
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/user.php');
    expect(paths.filter((path) => path.startsWith('/api/staff/'))).toEqual([]);
  });
});

describe('POST /api/complaints.php', () => {
  const report = (payload: object, cookie = demo.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/complaints.php', headers: { ...CLIENT_HEADERS, cookie }, payload });

  it('stores a complaint for staff and blocks the member in the same step when asked', async () => {
    const [other] = await t.database.db.select().from(profiles).where(ne(profiles.userId, demo.id)).limit(1);
    const res = await report({
      member_id: other!.userId,
      reason: 'fake_profile',
      details: 'Foto van internet',
      block: true,
    });
    expect(res.json()).toEqual({ ok: true });
    const complaints = (await staff('GET', '/api/staff/complaints.php')).json().complaints;
    expect(complaints).toEqual([
      expect.objectContaining({
        reporter_id: demo.id,
        reported_id: other!.userId,
        reason: 'fake_profile',
        details: 'Foto van internet',
        status: 'open',
      }),
    ]);
    const blocked = await t.database.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.blockerId, demo.id), eq(blocks.blockedId, other!.userId)));
    expect(blocked).toHaveLength(1);
  });

  it('refuses reporting oneself, an unknown member, a bad reason and a visitor', async () => {
    expect((await report({ member_id: demo.id, reason: 'spam' })).json().fields.member_id).toBe(
      'Je kunt jezelf niet rapporteren.',
    );
    expect((await report({ member_id: crypto.randomUUID(), reason: 'spam' })).statusCode).toBe(404);
    expect((await report({ member_id: crypto.randomUUID(), reason: 'boring' })).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: CLIENT_HEADERS,
      payload: { member_id: crypto.randomUUID(), reason: 'spam' },
    });
    expect(visitor.statusCode).toBe(403);
  });
});
