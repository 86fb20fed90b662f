import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, photos, profiles, sites, users } from '../../db/schema/index.ts';
import { translator } from '../../lib/i18n.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
let demo: { cookie: string; id: string };
const newIp = addresses(161);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
  demo = await loginDemo(t.app, newIp());
  await t.database.db.update(sites).set({ autoApprovePhotos: false, loggedOutSearch: 'other' });
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST', url: string, payload?: object, headers = staffHeaders) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const review = (payload: object, headers = staffHeaders) =>
  staff('POST', '/api/admin/photo-review.php', payload, headers);

/** A new member, confirmed and shown in search, in `language`. */
async function newMember(email: string, language = 'nl') {
  const member = await signupMember(t.app, newIp(), email);
  await t.database.db.update(users).set({ status: 'confirmed', language }).where(eq(users.id, member.id));
  await t.database.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, member.id));
  return member;
}

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

/** The member's card as the demo member's search shows it. */
async function cardInSearch(memberId: string) {
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/members.php?page=${page}`,
      headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
    });
    const body = res.json();
    const card = body.profiles.find((p: { id: string }) => p.id === memberId);
    if (card || !body.more) return card as { photo: { profile: string } | null } | undefined;
  }
}

const auditRows = (photoId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'photo'), eq(auditLog.objectId, photoId)));

/** The notifications of a member as their page lists them, with the text their app shows, in their language. */
async function notificationTexts(cookie: string, language: 'nl' | 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications.php',
    headers: { ...CLIENT_HEADERS, cookie },
  });
  const tr = translator(language);
  return res
    .json()
    .notifications.map((n: { kind: string; reason: string | null }) =>
      n.reason
        ? tr(`notifications.kinds.${n.kind}_reason`, { reason: tr(`notifications.rejection_reasons.${n.reason}`) })
        : tr(`notifications.kinds.${n.kind}`),
    );
}

describe('the photo review queue', () => {
  it('refuses visitors, members and the operator role', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/photos.php', headers: CLIENT_HEADERS });
    expect(none.statusCode).toBe(401);
    const member = await staff('GET', '/api/admin/photos.php', undefined, { ...CLIENT_HEADERS, cookie: demo.cookie });
    expect(member.statusCode).toBe(401);
    const operator = (await staffSession(t, 'operator')).headers;
    expect((await staff('GET', '/api/admin/photos.php', undefined, operator)).statusCode).toBe(403);
    const [photo] = await t.database.db.select().from(photos).limit(1);
    expect((await review({ id: photo!.id, decision: 'approve' }, operator)).statusCode).toBe(403);
    expect((await auditRows(photo!.id)).length).toBe(0);
  });

  it('lists the photos in review oldest first, with their owner', async () => {
    const member = await newMember('queue@example.com');
    const first = await upload(member.cookie);
    t.advance(1000);
    const second = await upload(member.cookie);
    const listed = (await staff('GET', '/api/admin/photos.php')).json().photos;
    const mine = listed.filter((p: { member_id: string }) => p.member_id === member.id);
    expect(mine.map((p: { id: string }) => p.id)).toEqual([first, second]);
    expect(mine[0].owner).toMatchObject({ id: member.id, name: 'Sam', age: expect.any(Number), strikes: 0 });
    expect(mine[0].owner.site).toEqual(expect.any(String));
    expect(mine[0].thumb).toContain(`${first}/thumb`);
    expect(mine[0].full).toContain(`${first}/full`);
  });

  it('approving shows the photo in search and public media, with one audit row', async () => {
    const member = await newMember('approve@example.com');
    const id = await upload(member.cookie);
    expect((await publicMedia(id)).statusCode).toBe(404);
    expect((await cardInSearch(member.id))?.photo).toBeNull();
    expect((await review({ id, decision: 'approve' })).statusCode).toBe(200);
    expect((await publicMedia(id)).statusCode).toBe(200);
    expect((await cardInSearch(member.id))?.photo?.profile).toContain(id);
    const rows = await auditRows(id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['photo.approved', { status: 'in_review' }, { status: 'active', member_id: member.id }],
    ]);
    expect((await review({ id, decision: 'approve' })).statusCode).toBe(404);
    expect((await auditRows(id)).length).toBe(1);
  });

  it.each([
    ['nl', "Een van je foto's is afgekeurd: je gezicht is niet goed te zien. Upload een andere foto."],
    ['en', 'One of your photos was rejected: your face is not clearly visible. Please upload another photo.'],
  ] as const)(
    'rejecting keeps the photo hidden, stores the reason and tells a %s member why in their language',
    async (language, text) => {
      const member = await newMember(`reject-${language}@example.com`, language);
      const kept = await upload(member.cookie);
      const id = await upload(member.cookie);
      await t.database.db.update(profiles).set({ mainPhotoId: id }).where(eq(profiles.userId, member.id));
      await review({ id: kept, decision: 'approve' });
      expect((await review({ id, decision: 'reject', reason: 'face_not_visible' })).statusCode).toBe(200);
      expect((await publicMedia(id)).statusCode).toBe(404);
      const [stored] = await t.database.db.select().from(photos).where(eq(photos.id, id));
      expect([stored!.status, stored!.rejectionReason]).toEqual(['rejected', 'face_not_visible']);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
      expect(profile!.mainPhotoId).toBe(kept);
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, member.id));
      expect(told.map((n) => [n.kind, JSON.parse(n.data)])).toEqual([
        ['photo_rejected', { photo_id: id, reason: 'face_not_visible' }],
      ]);
      expect(await notificationTexts(member.cookie, language)).toEqual([text]);
      const rows = await auditRows(id);
      expect(rows.map((r) => [r.action, r.after])).toEqual([
        ['photo.rejected', { status: 'rejected', member_id: member.id, reason: 'face_not_visible' }],
      ]);
      const after = (await staff('GET', '/api/admin/photos.php')).json().photos.map((p: { id: string }) => p.id);
      expect(after).not.toContain(id);
    },
  );

  it('refuses a rejection without a reason or with an unknown one, an unknown photo and a bad decision', async () => {
    const member = await newMember('bad-review@example.com');
    const id = await upload(member.cookie);
    for (const body of [
      { id, decision: 'reject' },
      { id, decision: 'reject', reason: 'ugly' },
      { id, decision: 'maybe' },
    ]) {
      expect((await review(body)).statusCode).toBe(400);
    }
    expect((await review({ id: crypto.randomUUID(), decision: 'approve' })).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(photos).where(eq(photos.id, id));
    expect(stored!.status).toBe('in_review');
    expect(await auditRows(id)).toEqual([]);
  });

  it('decides a photo once when two moderators decide it at the same time', async () => {
    const member = await newMember('race@example.com');
    const id = await upload(member.cookie);
    const answers = await Promise.all([
      review({ id, decision: 'approve' }),
      review({ id, decision: 'reject', reason: 'nudity' }),
      review({ id, decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await auditRows(id)).length).toBe(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), ne(notifications.kind, 'like')));
    const [stored] = await t.database.db.select().from(photos).where(eq(photos.id, id));
    expect(told.length).toBe(stored!.status === 'rejected' ? 1 : 0);
  });
});
