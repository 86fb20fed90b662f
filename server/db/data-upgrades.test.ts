import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { upgradeOnce } from './data-upgrades.ts';
import { dataUpgrades } from './schema/index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('upgradeOnce', () => {
  it('runs an upgrade until it has completed once, then never again', async () => {
    let runs = 0;
    const failing = async () => {
      runs++;
      throw new Error('disk full');
    };
    await expect(upgradeOnce(database.db, 'test_upgrade', failing)).rejects.toThrow('disk full');
    const succeeding = async () => void runs++;
    await upgradeOnce(database.db, 'test_upgrade', succeeding);
    await upgradeOnce(database.db, 'test_upgrade', succeeding);
    expect(runs).toBe(2);
  });

  it('has marked the stored phones and towns upgrades on migrating', async () => {
    await database.migrate();
    const names = (await database.db.select().from(dataUpgrades)).map((upgrade) => upgrade.name);
    expect(names).toEqual(expect.arrayContaining(['phones_e164', 'districts_to_towns', 'typed_town_centres']));
  });
});
