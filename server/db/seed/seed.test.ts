import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { DiskStorage } from '../../lib/storage.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { creditLedger, photos, profiles, siteDomains, sites, users } from '../schema/index.ts';
import { seedDemoData } from './seed.ts';

let database: Database;
let filesDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
});
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('fills an empty database with the demo site, varied members and generated photos', async () => {
    const result = await seedDemoData(database.db, new DiskStorage(filesDir), { memberCount: 24 });
    expect(result.seeded).toBe(true);
    const db = database.db;
    expect(await db.$count(sites)).toBe(1);
    expect((await db.select().from(siteDomains)).map((d) => d.host).sort()).toEqual(['127.0.0.1', '[::1]']);
    expect(await db.$count(users)).toBe(24);
    const rows = await db.select().from(profiles);
    expect(new Set(rows.map((p) => p.gender)).size).toBe(2);
    expect(new Set(rows.map((p) => p.country)).size).toBeGreaterThan(1);
    expect(rows.every((p) => p.mainPhotoId)).toBe(true);
    expect(await db.$count(users, sql`${users.email} = ${result.login.email}`)).toBe(1);
  });

  it('keeps every balance equal to its ledger sum', async () => {
    const rows = await database.db
      .select({ credits: users.credits, total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(users)
      .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
      .groupBy(users.id);
    expect(rows.length).toBe(24);
    expect(rows.filter((r) => r.credits !== Number(r.total))).toEqual([]);
  });

  it('stores every size of every photo, without metadata', async () => {
    const [photo] = await database.db.select().from(photos).limit(1);
    const files = readdirSync(join(filesDir, photo!.storageKey)).sort();
    expect(files).toEqual(['full.jpg', 'full.webp', 'profile.jpg', 'profile.webp', 'thumb.jpg', 'thumb.webp']);
    const meta = await sharp(join(filesDir, photo!.storageKey, 'profile.jpg')).metadata();
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(join(filesDir, photo!.storageKey, 'thumb.jpg')).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 200]);
  });

  it('never runs again on a database that has data', async () => {
    const again = await seedDemoData(database.db, new DiskStorage(filesDir), { memberCount: 24 });
    expect(again.seeded).toBe(false);
    expect(await database.db.$count(users)).toBe(24);
  });
});

describe('seedDemoData of a niche (DEMO_NICHE)', () => {
  it('makes the demo site that niche, its members fitting it, a body type niche searching by body type', async () => {
    const bbw = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'seed-niche-test-'));
    try {
      await seedDemoData(bbw.db, new DiskStorage(dir), { memberCount: 12, niche: 4 });
      const [site] = await bbw.db.select().from(sites);
      expect(site).toMatchObject({ niche: 4, searchFields: expect.arrayContaining(['body_type']) });
      const rows = await bbw.db.select().from(profiles);
      const fitting = rows.filter((p) => p.gender === 'female' && p.bodyType === 'fat');
      expect(fitting.length).toBeGreaterThan(rows.length / 2);
      expect(rows.filter((p) => !fitting.includes(p) && p.gender !== 'male')).toEqual([]);
    } finally {
      await bbw.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
