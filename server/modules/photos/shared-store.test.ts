import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import { S3Storage } from '../../lib/s3-storage.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import { type TestS3Server, startS3Server } from '../../test/s3-server.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/** Two instances on one database, each with its own client of one bucket, as behind a load balancer. */
let s3: TestS3Server;
const clients: S3Storage[] = [];
let one: TestApp;
let two: FastifyInstance;
const newIp = addresses(8);

function bucketClient(): S3Storage {
  const storage = new S3Storage({ ...s3, forcePathStyle: true });
  clients.push(storage);
  return storage;
}

beforeAll(async () => {
  s3 = await startS3Server();
  one = await createTestApp({}, { memberCount: 2, storage: bucketClient() });
  two = await secondInstance(one, { storage: bucketClient() });
});
afterAll(async () => {
  await two.close();
  await one.close();
  for (const client of clients) client.close();
  await s3.close();
});

function upload(app: FastifyInstance, cookie: string, bytes: Buffer) {
  const { payload, headers } = multipart(bytes);
  return app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...CLIENT_HEADERS, ...headers, cookie },
    payload,
    remoteAddress: newIp(),
  });
}

const media = (app: FastifyInstance, path: string) =>
  app.inject({ method: 'GET', url: path.startsWith('/') ? path : `/media/${path}`, headers: { host: 'localhost' } });

describe('photos in an S3-compatible bucket shared by two instances', () => {
  it('serves a photo uploaded through one instance from the other, signed URL included', async () => {
    const member = await signupMember(one.app, newIp(), 'shared-store-1@example.com', { name: 'Pia' });
    const res = await upload(one.app, member.cookie, await jpegWithGps());
    expect(res.statusCode).toBe(200);
    const { thumb, profile } = res.json<{ thumb: string; profile: string }>();
    for (const path of [thumb, profile]) {
      const served = await media(two, path);
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.rawPayload).toEqual((await media(one.app, path)).rawPayload);
    }
  });

  it('serves the seeded photos from either instance', async () => {
    const seeded = await one.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.status, 'active'), eq(photos.visibility, 'public')));
    expect(seeded.length).toBeGreaterThan(0);
    for (const { id } of seeded) {
      for (const app of [one.app, two]) expect((await media(app, `${id}/thumb.webp`)).statusCode).toBe(200);
    }
  });

  it('answers the catalogue 503 at once when the store is down: upload and photo alike, no row, no hang', async () => {
    const member = await signupMember(two, newIp(), 'shared-store-2@example.com', { name: 'Pia' });
    const [seeded] = await one.database.db.select({ id: photos.id }).from(photos).where(eq(photos.status, 'active'));
    await s3.close();
    const started = Date.now();
    const res = await upload(two, member.cookie, await jpegWithGps());
    const uploadMs = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'photo_storage_unavailable', message: expect.stringMatching(/opnieuw/) });
    expect(res.body).not.toMatch(/ECONNREFUSED|stack|\n\s+at /);
    // Refused connections, one retry: well under the 2 × 10 s a store that hangs could cost.
    expect(uploadMs).toBeLessThan(8_000);
    expect(await one.database.db.select().from(photos).where(eq(photos.userId, member.id))).toEqual([]);
    const served = await media(one.app, `${seeded!.id}/thumb.webp`);
    expect([served.statusCode, served.json().code]).toEqual([503, 'photo_storage_unavailable']);
  });
});
