import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { creditLedger, photos, users } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { projectRoot } from '../lib/paths.ts';
import { DiskStorage } from '../lib/storage.ts';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.ts';

/** A small embedded install (PGlite on disk, files on disk) with one purchase booked, as an operator would have. */
const work = mkdtempSync(join(tmpdir(), 'dating-backup-'));
const dataDir = join(work, 'data');
const backupDir = join(work, 'backup');
let original: { emails: string[]; photos: { id: string; storageKey: string }[]; ledger: unknown[] };

beforeAll(async () => {
  const database = openDatabase({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  await seedDemoData(database.db, new DiskStorage(join(dataDir, 'files')), { memberCount: 3 });
  const [buyer] = await database.db.select({ id: users.id }).from(users).limit(1);
  await database.db.insert(creditLedger).values({ userId: buyer!.id, delta: 50, reason: 'purchase', reference: 'p-1' });
  original = {
    emails: (await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort(),
    photos: await database.db.select({ id: photos.id, storageKey: photos.storageKey }).from(photos),
    ledger: await database.db.select().from(creditLedger).where(eq(creditLedger.reason, 'purchase')),
  };
  await database.close();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run backup / npm run restore of the embedded install', () => {
  it('restores into a fresh folder: the members, their photo files and the ledger are there', async () => {
    const manifest = await backupEmbedded(dataDir, backupDir);
    expect(manifest).toMatchObject({ files: true, migrations: expect.any(Number) });
    expect(readdirSync(backupDir).sort()).toEqual(['database.tar.gz', 'files', 'manifest.json']);

    const restored = join(work, 'restored');
    await restoreEmbedded(backupDir, restored);
    const database = openDatabase({ dataDir: join(restored, 'db') });
    try {
      await database.migrate(); // as the server does at boot: nothing left to apply
      const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
      expect(emails).toEqual(original.emails);
      expect(await database.db.select().from(creditLedger).where(eq(creditLedger.reason, 'purchase'))).toEqual(
        original.ledger,
      );
      const restoredFiles = new DiskStorage(join(restored, 'files'));
      const originalFiles = new DiskStorage(join(dataDir, 'files'));
      expect(original.photos.length).toBeGreaterThan(0);
      for (const { storageKey } of original.photos) {
        const bytes = await restoredFiles.get(`${storageKey}/thumb.webp`);
        expect(bytes?.length, storageKey).toBeGreaterThan(0);
        expect(bytes).toEqual(await originalFiles.get(`${storageKey}/thumb.webp`));
      }
    } finally {
      await database.close();
    }
  });

  it('refuses a folder that is not empty: a backup over a backup, a restore over data without --force', async () => {
    await expect(backupEmbedded(dataDir, backupDir)).rejects.toThrow('is not empty');
    const occupied = join(work, 'occupied');
    mkdirSync(join(occupied, 'files'), { recursive: true });
    writeFileSync(join(occupied, 'files', 'stray.jpg'), 'stray');
    await expect(restoreEmbedded(backupDir, occupied)).rejects.toThrow('add --force');
    await restoreEmbedded(backupDir, occupied, { force: true });
    expect(readdirSync(join(occupied, 'files'))).not.toContain('stray.jpg');
  });

  it('says how PostgreSQL and the bucket are backed up instead, when DATABASE_URL is set', () => {
    for (const script of ['backup', 'restore']) {
      const run = spawnSync(join(projectRoot, 'node_modules', '.bin', 'tsx'), [`server/ops/${script}.ts`, work], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://127.0.0.1:1/none', DATA_DIR: join(work, 'unused') },
        encoding: 'utf8',
      });
      expect(run.status, script).toBe(1);
      expect(run.stderr).toMatch(/pg_dump -Fc[\s\S]*aws s3 sync/);
    }
  });
});
