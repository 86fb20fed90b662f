import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { migrationsDir } from '../lib/paths.ts';

/** What the scripts say instead of backing up when the install runs on PostgreSQL (and its files in a bucket). */
export const EXTERNAL_STORES_NOTE = [
  'DATABASE_URL is set: this install keeps its data in PostgreSQL, which these scripts do not copy.',
  'Back up the database with `pg_dump -Fc` (restore: `pg_restore --clean --if-exists`), then the photo bucket with',
  "the store's own tools (`aws s3 sync`, `mc mirror`, `rclone sync`): database first, then files.",
].join('\n');

/** What a backup folder holds besides the database and the files: when it was made and at which schema. */
export interface BackupManifest {
  createdAt: string;
  /** Migrations applied to the database when it was backed up: a restore into an older release is refused. */
  migrations: number;
  /** Photo files copied (false: they live in an S3 bucket, backed up with that store's own tools). */
  files: boolean;
}

const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';

/** Whether a folder is missing or empty: backups and restores only write into those (unless forced). */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Migrations this release knows: a backup made by a newer release does not go into it. */
async function releaseMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function migrationCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

/**
 * Backs up the embedded install in `dataDir` (its PGlite database and photo files) into the empty folder `target`.
 * The database is opened as the server opens it, so a running server (which holds it) makes this refuse to start.
 */
export async function backupEmbedded(dataDir: string, target: string, { withFiles = true } = {}) {
  if (!(await isEmptyFolder(target))) throw new Error(`${target} is not empty: back up into a new folder`);
  const database = openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const migrations = await migrationCount(database);
    // PGlite's own consistent copy of its data directory (the drizzle client carries the PGlite instance).
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    await mkdir(target, { recursive: true });
    await writeFile(join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    if (withFiles && existsSync(join(dataDir, 'files'))) {
      await cp(join(dataDir, 'files'), join(target, 'files'), { recursive: true });
    }
    const manifest: BackupManifest = { createdAt: new Date().toISOString(), migrations, files: withFiles };
    await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into `dataDir`, which must hold no database and no files unless `force` (then they are replaced).
 * The restored database is opened and checked against the manifest before this returns.
 */
export async function restoreEmbedded(source: string, dataDir: string, { force = false } = {}) {
  const manifest = JSON.parse(await readFile(join(source, MANIFEST_FILE), 'utf8')) as BackupManifest;
  const dbDir = join(dataDir, 'db');
  const filesDir = join(dataDir, 'files');
  const known = await releaseMigrations();
  if (manifest.migrations > known) {
    throw new Error(
      `the backup has ${manifest.migrations} migrations, this release ${known}: restore with a newer one`,
    );
  }
  if (!force && !(await isEmptyFolder(dataDir))) {
    throw new Error(`${dataDir} is not empty: restore into an empty folder, or add --force to replace its data`);
  }
  await rm(dbDir, { recursive: true, force: true });
  if (manifest.files) await rm(filesDir, { recursive: true, force: true });
  const loadDataDir = new Blob([await readFile(join(source, DATABASE_FILE))]);
  await mkdir(dbDir, { recursive: true });
  const loader = await PGlite.create(dbDir, { loadDataDir });
  await loader.close();
  if (manifest.files && existsSync(join(source, 'files')))
    await cp(join(source, 'files'), filesDir, { recursive: true });
  const database = openDatabase({ dataDir: dbDir });
  try {
    const migrations = await migrationCount(database);
    if (migrations !== manifest.migrations) {
      throw new Error(`the restored database has ${migrations} migrations, its manifest ${manifest.migrations}`);
    }
  } finally {
    await database.close();
  }
  return manifest;
}
