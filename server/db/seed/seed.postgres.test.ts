import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../lib/storage.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { openDatabase } from '../client.ts';
import { photos, sites, users } from '../schema/index.ts';
import { seedDemoOnce } from './seed.ts';

const INSTANCES = 5;
const MEMBERS = 6;
const filesDir = mkdtempSync(join(tmpdir(), 'seed-once-'));
const database = await createTestDatabase();
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/**
 * Without the lock (seedDemoData alone, its check and insert in one transaction), five instances at once on one
 * database: 3 or 4 of 5 crashed on a duplicate key (`sites_domain_unique`) in the runs made while writing this test.
 */
describe('the demo seed in several instances at once', () => {
  it('seeds one demo site and its members, and every instance comes up', async () => {
    const instances = Array.from({ length: INSTANCES }, () => openDatabase({ url: database.url! }));
    const storage = new DiskStorage(filesDir);
    try {
      const results = await Promise.allSettled(
        instances.map((instance) => seedDemoOnce(instance, storage, { memberCount: MEMBERS })),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(results.filter((r) => r.status === 'fulfilled' && r.value.seeded)).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    expect(await database.db.$count(sites)).toBe(1);
    expect(await database.db.$count(users)).toBe(MEMBERS);
    expect(await database.db.$count(photos)).toBe(MEMBERS);
  });
});
