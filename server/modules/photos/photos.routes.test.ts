import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { photos, profiles, sites, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart, pngHeaderClaiming, pngOf } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(7);
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  jpeg = await jpegWithGps();
});
afterAll(() => t.close());

let members = 0;
/** A new member (free, no photos), logged in. */
const newMember = () => signupMember(t.app, newIp(), `photos-${++members}@example.com`, { name: 'Pia' });

function upload(cookie: string | undefined, bytes: Buffer, options: Parameters<typeof multipart>[1] = {}, query = '') {
  const { payload, headers } = multipart(bytes, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/photos.php${query}`,
    headers: { ...CLIENT_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: newIp(),
  });
}

const media = (path: string) => t.app.inject({ method: 'GET', url: `/media/${path}`, headers: { host: 'localhost' } });

async function setAutoApprove(on: boolean) {
  await t.database.db.update(sites).set({ autoApprovePhotos: on });
  await t.app.services.sites.reload();
}

describe('POST /api/photos.php', () => {
  it('re-encodes an upload in every size with orientation applied and no EXIF or GPS left; the first is main', async () => {
    const input = await sharp(jpeg).metadata();
    expect([input.orientation, input.exif?.length]).toEqual([6, expect.any(Number)]);
    const member = await newMember();
    const res = await upload(member.cookie, jpeg);
    expect(res.statusCode).toBe(200);
    const photo = res.json();
    expect(photo).toMatchObject({ status: 'active', visibility: 'public', main: true });
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    const dir = join(t.filesDir, row!.storageKey);
    expect(readdirSync(dir).sort()).toEqual(
      ['full.jpg', 'full.webp', 'profile.jpg', 'profile.webp', 'thumb.jpg', 'thumb.webp'].sort(),
    );
    for (const file of readdirSync(dir)) {
      const meta = await sharp(join(dir, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
    }
    const full = await sharp(join(dir, 'full.jpg')).metadata();
    expect([full.width, full.height]).toEqual([100, 300]); // turned upright
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.mainPhotoId).toBe(photo.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { host: 'localhost', cookie: member.cookie },
    });
    expect(me.json().profile.main_image.thumb_filename).toBe(`${photo.id}/thumb.jpg`);
  });

  it('judges a file by its bytes, not its name or type', async () => {
    const member = await newMember();
    const png = await upload(member.cookie, await pngOf(50, 50), { filename: 'holiday.txt', type: 'text/plain' });
    expect(png.statusCode).toBe(200);
    const text = await upload(member.cookie, Buffer.from('<?php echo "hi"; ?>'), { filename: 'me.jpg' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'photo_invalid',
      message: 'Dit bestand is geen foto die we kunnen lezen. Kies een JPG-, PNG-, WebP-, GIF- of HEIF-foto.',
    });
    const truncated = await upload(member.cookie, jpeg.subarray(0, jpeg.length / 2));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('photo_invalid');
  });

  it('refuses a file over the size limit', async () => {
    const member = await newMember();
    const res = await upload(member.cookie, Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'photo_too_large', message: 'Deze foto is te groot (maximaal 15 MB).' });
  });

  it('refuses too many pixels without decoding them', async () => {
    const member = await newMember();
    const res = await upload(member.cookie, pngHeaderClaiming(20_000, 20_000), { filename: 'bomb.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'photo_too_many_pixels',
      message: 'Deze foto heeft te veel pixels (maximaal 25 megapixels).',
    });
  });

  it('lets a free member have 3 photos, not 4, even when uploads race', async () => {
    const member = await newMember();
    for (let i = 0; i < 2; i++) expect((await upload(member.cookie, jpeg)).statusCode).toBe(200);
    const raced = await Promise.all([upload(member.cookie, jpeg), upload(member.cookie, jpeg)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const refused = await upload(member.cookie, jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'photo_limit', message: "Je kunt maximaal 3 foto's hebben." });
    const rows = await t.database.db.select().from(photos).where(eq(photos.userId, member.id));
    expect(rows).toHaveLength(3);
  });

  it('lets a premium member have 25 photos, not 26', async () => {
    const member = await newMember();
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, member.id));
    await t.settled();
    const [first] = (await upload(member.cookie, jpeg)).json()
      ? await t.database.db.select().from(photos).where(eq(photos.userId, member.id))
      : [];
    const more = Array.from({ length: 23 }, () => ({ ...first!, id: crypto.randomUUID() }));
    await t.database.db.insert(photos).values(more);
    expect((await upload(member.cookie, jpeg)).statusCode).toBe(200);
    const refused = await upload(member.cookie, jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Je kunt maximaal 25 foto's hebben.");
  });

  it('keeps new photos in review unless the site approves them automatically; only signed URLs show them', async () => {
    await setAutoApprove(false);
    try {
      const member = await newMember();
      const photo = (await upload(member.cookie, jpeg)).json();
      expect(photo.status).toBe('in_review');
      expect(photo.thumb).toMatch(new RegExp(`^${photo.id}/thumb\\.jpg\\?exp=\\d+&sig=[\\w-]+$`));
      expect((await media(`${photo.id}/thumb.jpg`)).statusCode).toBe(404);
      const signed = await media(photo.thumb);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['cache-control']).toBe('private, max-age=3600');
    } finally {
      await setAutoApprove(true);
    }
  });

  it('serves a private photo only through its signed URL, never a forged or expired one', async () => {
    const member = await newMember();
    const photo = (await upload(member.cookie, jpeg, {}, '?visibility=private')).json();
    expect(photo).toMatchObject({ visibility: 'private', main: false });
    expect((await media(`${photo.id}/profile.jpg`)).statusCode).toBe(404);
    expect((await media(photo.profile)).statusCode).toBe(200);
    expect((await media(photo.profile.replace('profile.jpg', 'full.jpg'))).statusCode).toBe(404);
    expect((await media(photo.profile.replace(/sig=[\w-]+/, 'sig=forged'))).statusCode).toBe(404);
    expect((await media(photo.profile.replace(/exp=\d+/, 'exp=99999999999'))).statusCode).toBe(404);
    t.advance(3 * 3_600_000);
    expect((await media(photo.profile)).statusCode).toBe(404);
  });

  it('requires a session, a file and the client header', async () => {
    expect((await upload(undefined, jpeg)).statusCode).toBe(403);
    const member = await newMember();
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('photo_missing');
    const { payload, headers } = multipart(jpeg);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', ...headers, cookie: member.cookie },
      payload,
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await upload(member.cookie, jpeg, {}, '?visibility=everyone')).statusCode).toBe(400);
  });
});
