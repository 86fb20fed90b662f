import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../lib/paths.ts';
import { createEmptyPostgresDatabase } from '../test/test-db.ts';
import { type Schema, queryRows, openDatabase } from './client.ts';

const INSTANCES = 5;
const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const scratch = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder without its last `count` migrations: the database of the previous release. */
function olderMigrations(count: number): string {
  const folder = join(scratch, `without-last-${count}`);
  cpSync(migrationsDir, folder, { recursive: true });
  const dropped = journal.entries.slice(-count);
  for (const { tag } of dropped) unlinkSync(join(folder, `${tag}.sql`));
  const kept = { ...journal, entries: journal.entries.slice(0, -count) };
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(kept));
  return folder;
}

/** `INSTANCES` server starts at once on one database (a pool each), as instances behind a balancer do. */
async function migrateAtOnce(url: string): Promise<PromiseSettledResult<void>[]> {
  const databases = Array.from({ length: INSTANCES }, () => openDatabase({ url }));
  try {
    return await Promise.allSettled(databases.map((database) => database.migrate()));
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
}

/** What a database's schema is: its recorded migrations, columns and triggers (those the repeatable steps make). */
async function schemaOf(url: string) {
  const database = openDatabase({ url });
  const names = (query: SQL) => queryRows<{ name: string }>(database.db, query).then((rows) => rows.map((r) => r.name));
  try {
    return {
      migrations: await names(sql`select hash as name from drizzle.__drizzle_migrations order by created_at`),
      columns: await names(
        sql`select table_name || '.' || column_name || ' ' || data_type as name from information_schema.columns
            where table_schema = 'public' order by 1`,
      ),
      triggers: await names(sql`select tgname::text as name from pg_trigger where not tgisinternal order by 1`),
    };
  } finally {
    await database.close();
  }
}

/**
 * Before the advisory lock, five instances at once crashed on `duplicate key value violates unique constraint` (the
 * migrator's CREATE SCHEMA / CREATE TABLE IF NOT EXISTS racing, then two instances applying the same migration):
 * 4 of 5 failed on an empty database and 4 of 5 on the older one, in each of the 3 runs made while writing this test.
 */
describe('migrate() in several instances at once', () => {
  // The reference: TEST_DATABASE_URL, migrated by one process alone (server/test/postgres-setup.ts).
  it.each([
    ['an empty database', 0],
    ['a database three migrations behind', 3],
  ])('on %s: every instance comes up and the schema is current', async (_, behind) => {
    const empty = await createEmptyPostgresDatabase();
    try {
      if (behind > 0) {
        // the previous release's migrations, as its server left them (its repeatable steps are its own)
        const older = openDatabase({ url: empty.url });
        await migratePg(older.db as NodePgDatabase<Schema>, { migrationsFolder: olderMigrations(behind) });
        await older.close();
        expect((await schemaOf(empty.url)).migrations).toHaveLength(journal.entries.length - behind);
      }
      const results = await migrateAtOnce(empty.url);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const migrated = await schemaOf(empty.url);
      expect(migrated.migrations).toHaveLength(journal.entries.length);
      expect(migrated).toEqual(await schemaOf(process.env.TEST_DATABASE_URL!));
    } finally {
      await empty.drop();
    }
  });
});
