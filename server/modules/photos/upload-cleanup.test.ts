import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import { DiskStorage } from '../../lib/storage.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The disk store, whose nth put from the moment it is armed fails as a full disk does; every key asked for noted. */
class FullDiskStorage extends DiskStorage {
  failingPut: number | undefined;
  readonly asked: string[] = [];

  override async put(key: string, data: Buffer): Promise<void> {
    if (this.failingPut === undefined) return super.put(key, data);
    this.asked.push(key);
    if (this.asked.length === this.failingPut) {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    }
    return super.put(key, data);
  }
}

const root = mkdtempSync(join(tmpdir(), 'dating-upload-cleanup-'));
const storage = new FullDiskStorage(root);
let t: TestApp;
let jpeg: Buffer;
const newIp = addresses(9);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1, storage });
  jpeg = await jpegWithGps();
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

function upload(cookie: string) {
  const { payload, headers } = multipart(jpeg);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...CLIENT_HEADERS, ...headers, cookie },
    payload,
    remoteAddress: newIp(),
  });
}

const photoFolders = () => readdirSync(join(root, 'photos')).sort();
const rowsOf = (memberId: string) => t.database.db.select().from(photos).where(eq(photos.userId, memberId));

describe('an upload that fails halfway leaves nothing behind', () => {
  it.each([1, 4, 6])('put %i of 6 failing: no file under the photo, no row, the catalogue 503', async (nth) => {
    const member = await signupMember(t.app, newIp(), `full-disk-${nth}@example.com`);
    const before = photoFolders();
    storage.asked.length = 0;
    storage.failingPut = nth;
    const res = await upload(member.cookie).finally(() => (storage.failingPut = undefined));
    expect([res.statusCode, res.json().code]).toEqual([503, 'photo_storage_unavailable']);
    expect(storage.asked).toHaveLength(6);
    const prefix = storage.asked[0]!.split('/').slice(0, 2).join('/');
    expect(existsSync(join(root, prefix))).toBe(false);
    for (const key of storage.asked) expect(await storage.get(key)).toBeUndefined();
    expect(photoFolders()).toEqual(before);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('a database that refuses the photo row: the stored files go, no row, an error answer', async () => {
    const member = await signupMember(t.app, newIp(), 'refused-row@example.com');
    const before = photoFolders();
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_photo BEFORE INSERT ON photos FOR EACH ROW EXECUTE FUNCTION refuse_photo()`,
    );
    try {
      const res = await upload(member.cookie);
      expect([res.statusCode, res.json().code]).toEqual([500, 'generic']);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_photo ON photos`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_photo()`);
    }
    expect(photoFolders()).toEqual(before);
    expect(await rowsOf(member.id)).toEqual([]);
    // The same upload goes through once the database takes it.
    expect((await upload(member.cookie)).statusCode).toBe(200);
    expect(photoFolders()).toHaveLength(before.length + 1);
  });
});
