import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photos, users } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let photo: { id: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  const [first] = await t.database.db.select({ id: photos.id, userId: photos.userId }).from(photos).limit(1);
  photo = first!;
});
afterAll(() => t.close());

const media = (path: string) => t.app.inject({ method: 'GET', url: `/media/${path}`, headers: { host: 'localhost' } });

describe('GET /media/{photoId}/{size}.{format}', () => {
  beforeEach(async () => {
    await t.database.db.update(photos).set({ status: 'active', visibility: 'public' }).where(eq(photos.id, photo.id));
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, photo.userId));
  });

  it.each([
    ['thumb', 'jpg', 'image/jpeg', 'jpeg', 200],
    ['profile', 'webp', 'image/webp', 'webp', 640],
    ['full', 'jpg', 'image/jpeg', 'jpeg', 1280],
  ])('serves the %s size as %s of an active public photo, cacheable', async (size, ext, type, format, maxSide) => {
    const res = await media(`${photo.id}/${size}.${ext}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(maxSide);
  });

  it.each([
    ['in review', { status: 'in_review' as const }],
    ['rejected', { status: 'rejected' as const }],
    ['deleted', { status: 'deleted' as const }],
    ['private', { visibility: 'private' as const }],
  ])('never serves a photo that is %s', async (_, change) => {
    await t.database.db.update(photos).set(change).where(eq(photos.id, photo.id));
    expect((await media(`${photo.id}/profile.jpg`)).statusCode).toBe(404);
  });

  it('never serves the photos of a deleted account', async () => {
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, photo.userId));
    expect((await media(`${photo.id}/profile.jpg`)).statusCode).toBe(404);
  });

  it.each(['not-a-uuid/profile.jpg', `PHOTO/original.jpg`, `PHOTO/profile.png`, 'PHOTO/..%2f..%2fetc.jpg'])(
    'refuses the odd path %s with a 4xx',
    async (path) => {
      const res = await media(path.replace('PHOTO', photo.id));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it('answers 404 for a photo that does not exist', async () => {
    expect((await media('00000000-0000-4000-8000-000000000000/thumb.jpg')).statusCode).toBe(404);
  });
});
