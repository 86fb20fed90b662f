import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, notifications, profiles, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
let demo: { cookie: string; id: string };
const newIp = addresses(13);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
  demo = await loginDemo(t.app, newIp());
  await t.database.db.update(sites).set({ autoApprovePhotos: false });
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object, headers = staffHeaders) =>
  t.app.inject({
    method,
    url,
    headers,
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

describe('the console: photo review and complaints', () => {
  it('refuses visitors, members and roles without the permission', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/photos.php', headers: CLIENT_HEADERS });
    expect(none.statusCode).toBe(401);
    const member = await staff('GET', '/api/admin/photos.php', undefined, { ...CLIENT_HEADERS, cookie: demo.cookie });
    expect(member.statusCode).toBe(401);
    const operator = (await staffSession(t, 'operator')).headers;
    expect((await staff('GET', '/api/admin/photos.php', undefined, operator)).statusCode).toBe(403);
  });

  it('lists photos in review; approving shows a photo, rejecting keeps it hidden and hands the main place on', async () => {
    const member = await newMember('review@example.com');
    const first = await upload(member.cookie);
    const second = await upload(member.cookie);
    const listed = (await staff('GET', '/api/admin/photos.php')).json().photos.map((p: { id: string }) => p.id);
    expect(listed).toEqual(expect.arrayContaining([first, second]));
    expect((await publicMedia(first)).statusCode).toBe(404);

    expect((await staff('POST', '/api/admin/photo-review.php', { id: second, decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect((await publicMedia(second)).statusCode).toBe(200);
    expect((await staff('POST', '/api/admin/photo-review.php', { id: first, decision: 'reject' })).statusCode).toBe(
      200,
    );
    expect((await publicMedia(first)).statusCode).toBe(404);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.map((n) => [n.kind, JSON.parse(n.data)])).toEqual([['photo_rejected', { photo_id: first }]]);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.mainPhotoId).toBe(second);
    const after = (await staff('GET', '/api/admin/photos.php')).json().photos.map((p: { id: string }) => p.id);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });

  it('answers 404 for an unknown photo and 400 for a bad decision', async () => {
    const unknown = await staff('POST', '/api/admin/photo-review.php', {
      id: crypto.randomUUID(),
      decision: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await staff('POST', '/api/admin/photo-review.php', { id: crypto.randomUUID(), decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the API document', () => {
  it('lists the members API but not the staff API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: CLIENT_HEADERS });
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/user.php');
    expect(paths.filter((path) => path.startsWith('/api/admin/'))).toEqual([]);
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
    const complaints = (await staff('GET', '/api/admin/complaints.php')).json().complaints;
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
