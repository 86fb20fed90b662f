import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dataUpgrades } from './schema/index.ts';

/**
 * Runs `upgrade` (a change of stored data that SQL cannot make, e.g. phones read with libphonenumber) until it has
 * completed once on this database, then never again: on every later start it costs one lookup, however many rows
 * the upgrade would read. Runs under the migrations lock (client.ts), so no two processes run it at once.
 */
export async function upgradeOnce(db: Db, name: string, upgrade: (db: Db) => Promise<void>): Promise<void> {
  const done = await db.select().from(dataUpgrades).where(eq(dataUpgrades.name, name));
  if (done.length > 0) return;
  await upgrade(db);
  await db.insert(dataUpgrades).values({ name }).onConflictDoNothing();
}
