import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema/index.ts';
import { eventsHeard } from '../../test/events.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(12);
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  member = await signupMember(t.app, newIp(), 'own@example.com', { name: 'Olga', date_of_birth: '1990-06-15' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie: member.cookie }, ...(payload ? { payload } : {}) });

const valid = {
  name: 'Olga',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'NL-UT',
  city: 'Utrecht',
  about: 'Wandelen en koken.',
  signup_message: 'Iemand om mee te lachen',
  interests: ['travelling', 'music'],
  hair_colour: 'brown',
  eye_colour: 'green',
  body_type: 'slim',
  relationship_status: 'single',
  tattoos: false,
  notes: { looking_for: 'Iemand die graag wandelt.', hobbies: 'Koken' },
};

describe('GET and PUT /api/profile.php', () => {
  it('saves every field and answers the profile with the age, never the exact position', async () => {
    const saved = await api('PUT', '/api/profile.php', valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...valid, date_of_birth: '1990-06-15' });
    expect(saved.json().age).toBeGreaterThanOrEqual(35);
    expect((await api('GET', '/api/profile.php')).json()).toEqual(saved.json());
    expect(JSON.stringify(saved.json())).not.toMatch(/latitude|longitude/);
    // Utrecht's centre, kept for distances in coarse bands (decision 033).
    const [stored] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect([stored!.latitude, stored!.longitude].map((x) => Math.round(x! * 10) / 10)).toEqual([52.1, 5.1]);
  });

  it.each([
    [{ name: 'own@example.com' }, 'name', 'Je naam mag niet je e-mailadres zijn en niet met @ beginnen.'],
    [{ name: '@olga' }, 'name', 'Je naam mag niet je e-mailadres zijn en niet met @ beginnen.'],
    [{ name: 'O' }, 'name', 'Vul een naam in van 2 tot 40 tekens.'],
    [{ country: 'FR' }, 'country', 'Kies een land uit de lijst.'],
    [{ region: 'DE-BY' }, 'region', 'Kies een regio uit de lijst.'],
  ])('refuses %j with the spec text, changing nothing', async (change, field, message) => {
    const before = (await api('GET', '/api/profile.php')).json();
    const res = await api('PUT', '/api/profile.php', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await api('GET', '/api/profile.php')).json()).toEqual(before);
  });

  it('keeps only the note prompts that were answered', async () => {
    const res = await api('PUT', '/api/profile.php', { ...valid, notes: { looking_for: 'Een maatje', work: '  ' } });
    expect(res.json().notes).toEqual({ looking_for: 'Een maatje' });
  });

  it.each([
    { gender: 'other' },
    { interests: ['not-a-tag'] },
    { about: 'x'.repeat(2001) },
    { notes: { shoe_size: '42' } },
    { notes: { hobbies: 'x'.repeat(501) } },
  ])('refuses the bad value %j', async (change) => {
    expect((await api('PUT', '/api/profile.php', { ...valid, ...change })).statusCode).toBe(400);
  });
});

describe('managing own photos', () => {
  async function upload(query = '') {
    const { payload, headers } = multipart(await jpegWithGps());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/photos.php${query}`,
      headers: { ...CLIENT_HEADERS, ...headers, cookie: member.cookie },
      payload,
      remoteAddress: newIp(),
    });
    return res.json().id as string;
  }
  const mainId = async () =>
    (await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id)))[0]!.mainPhotoId;

  it('lists photos with the limit, moves the main photo, and hands it on when it turns private or is deleted', async () => {
    const heard = eventsHeard(t.app, ['photo.uploaded', 'photo.removed']);
    const first = await upload();
    const second = await upload();
    const hidden = await upload('?visibility=private');
    const list = (await api('GET', '/api/photos.php')).json();
    expect(list.limit).toBe(3);
    expect(list.photos.map((p: { id: string; main: boolean }) => [p.id, p.main])).toEqual([
      [first, true],
      [second, false],
      [hidden, false],
    ]);

    expect((await api('PUT', '/api/photos.php', { id: second, main: true })).statusCode).toBe(200);
    expect(await mainId()).toBe(second);
    const privateMain = await api('PUT', '/api/photos.php', { id: hidden, main: true });
    expect(privateMain.json().fields.id).toBe('Alleen een openbare foto kan je hoofdfoto zijn.');

    await api('PUT', '/api/photos.php', { id: second, visibility: 'private' });
    expect(await mainId()).toBe(first);

    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, first));
    expect((await api('DELETE', '/api/photos.php', { id: first })).statusCode).toBe(200);
    expect(await mainId()).toBeNull();
    expect(() => readdirSync(join(t.filesDir, row!.storageKey))).toThrow();
    const me = await api('GET', '/api/user.php');
    expect(me.json().profile.main_image).toBeNull();
    expect((await api('GET', '/api/photos.php')).json().photos).toHaveLength(2);
    const inReview = (await t.database.db.select().from(photos).where(eq(photos.id, first)))[0]!.status === 'in_review';
    expect(heard).toEqual([
      ...[first, second, hidden].map((photoId) => ({ type: 'photo.uploaded', memberId: member.id, photoId, inReview })),
      { type: 'photo.removed', memberId: member.id, photoId: first },
    ]);
  });

  it("never touches another member's photo", async () => {
    const [other] = await t.database.db.select().from(photos).limit(1);
    expect(other!.userId).not.toBe(member.id);
    expect((await api('PUT', '/api/photos.php', { id: other!.id, main: true })).statusCode).toBe(404);
    expect((await api('DELETE', '/api/photos.php', { id: other!.id })).statusCode).toBe(404);
    const [after] = await t.database.db.select().from(photos).where(eq(photos.id, other!.id));
    expect(after!.status).toBe('active');
  });
});
