import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { DiskStorage } from '../lib/storage.ts';

/** Connection string of the same server with another database name. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server (nothing migrated); drop() removes it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

let migratedDump: Promise<Blob> | undefined;

/** The migrated embedded database the global setup (pglite-setup.ts) dumped, read once per test file. */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= readFile(inject('migratedPgliteDump')).then((bytes) => new Blob([bytes]));
  return migratedDump;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated dump by default; with TEST_DB=postgres a new
 * PostgreSQL database cloned from TEST_DATABASE_URL (migrated once by the global setup).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const templateUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !templateUrl) {
    return openDatabase({ memory: true, loadDataDir: await migratedPgliteDump() });
  }
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(templateUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = withDatabase(templateUrl, name);
  const database = openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(templateUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A fresh database (as createTestDatabase) seeded with the demo site and `memberCount` members; close() cleans up. */
export async function createSeededTestDatabase(memberCount: number): Promise<Database & { url?: string }> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'dating-seeded-'));
  await seedDemoData(database.db, new DiskStorage(filesDir), { memberCount });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
