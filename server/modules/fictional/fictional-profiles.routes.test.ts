import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, photos, profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loginDemo } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { addresses } from '../../test/http.ts';

/** Fictional profiles made by staff: no login, shown at once with their badge, photos re-encoded, every change audited. */
let t: TestApp;
let operator: Record<string, string>;
let siteId: string;
const newIp = addresses(171);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
  operator = (await staffSession(t, 'operator')).headers;
  siteId = t.app.services.sites.all()[0]!.id;
});
afterAll(() => t.close());

const fields = {
  name: 'Sanne',
  gender: 'female',
  sexuality: 'hetero',
  date_of_birth: '1995-04-12',
  country: 'NL',
  region: null,
  city: 'Utrecht',
  about: 'Houdt van fietsen.',
  signup_message: '',
  interests: [],
  hair_colour: 'blond',
  eye_colour: null,
  body_type: null,
  relationship_status: 'single',
  tattoos: false,
  notes: { hobbies: 'Lezen' },
};
const auditRows = async () => (await t.database.db.select().from(auditLog)).length;
const create = (body: object, headers = operator) =>
  t.app.inject({ method: 'POST', url: '/api/admin/fictional.php', headers, payload: { site_id: siteId, ...body } });

describe('fictional profiles', () => {
  it('creates one without a login, confirmed and shown, with one audit row', async () => {
    const before = await auditRows();
    const res = await create(fields);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ name: 'Sanne', city: 'Utrecht', site_id: siteId, photos: [] });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, profile.id));
    expect(user).toMatchObject({ fictional: true, status: 'confirmed', siteId });
    expect(user!.email).toMatch(/^fictional\+[0-9a-f-]{36}@localhost\.invalid$/);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, profile.id));
    expect(row).toMatchObject({ status: 'active', dateOfBirth: '1995-04-12', notes: { hobbies: 'Lezen' } });
    expect(await auditRows()).toBe(before + 1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, profile.id));
    expect(audit).toMatchObject({ action: 'fictional.created', objectType: 'member', siteId });
  });

  it('edits one (one audit row with before and after), refusing a real member and a country the site does not serve', async () => {
    const { id } = (await create(fields)).json();
    const before = await auditRows();
    const edit = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/fictional.php', headers: operator, payload });
    const res = await edit({ id, ...fields, name: 'Sanna', city: 'Amersfoort' });
    expect(res.json()).toMatchObject({ id, name: 'Sanna', city: 'Amersfoort' });
    expect(await auditRows()).toBe(before + 1);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'fictional.edited'));
    expect(audit).toMatchObject({ objectId: id, before: { name: 'Sanne' }, after: { name: 'Sanna' } });
    const [real] = await t.database.db.select().from(users).where(eq(users.fictional, false)).limit(1);
    expect((await edit({ id: real!.id, ...fields })).statusCode).toBe(404);
    const abroad = await edit({ id, ...fields, country: 'FR' });
    expect([abroad.statusCode, abroad.json().code]).toEqual([400, 'validation_failed']);
    expect(await auditRows()).toBe(before + 1);
  });

  it('takes photos through the members pipeline, active at once; members find the profile with its photo and badge', async () => {
    const { id } = (await create({ ...fields, name: 'Fenna', date_of_birth: '2001-01-01' })).json();
    const before = await auditRows();
    const upload = multipart(await jpegWithGps(400, 400));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fictional-photo.php?id=${id}`,
      headers: { ...operator, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const [photo] = res.json().photos;
    expect(photo).toMatchObject({ main: true });
    const [stored] = await t.database.db.select().from(photos).where(eq(photos.userId, id));
    expect(stored).toMatchObject({ id: photo.id, status: 'active', visibility: 'public' });
    expect(await auditRows()).toBe(before + 1);

    const member = await loginDemo(t.app, newIp());
    const headers = { ...CLIENT_HEADERS, cookie: member.cookie };
    const search = (await t.app.inject({ url: '/api/members.php', headers })).json();
    const card = search.profiles.find((p: { id: string }) => p.id === id);
    expect(card).toMatchObject({ fictional: true, photo: { thumb: expect.stringContaining(photo.id) } });
    const seen = (await t.app.inject({ url: `/api/member.php?id=${id}`, headers })).json();
    expect(seen).toMatchObject({ id, fictional: true });
  });

  it('refuses a moderator, and a broken photo without an audit row', async () => {
    const moderator = (await staffSession(t, 'moderator')).headers;
    expect((await create(fields, moderator)).statusCode).toBe(403);
    const { id } = (await create(fields)).json();
    const before = await auditRows();
    const broken = multipart(Buffer.from('not an image'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fictional-photo.php?id=${id}`,
      headers: { ...operator, ...broken.headers },
      payload: broken.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await auditRows()).toBe(before);
    const list = await t.app.inject({ url: `/api/admin/fictional.php?site_id=${siteId}`, headers: operator });
    expect(list.json().profiles.map((p: { id: string }) => p.id)).toContain(id);
  });
});
