import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.ts';
import { type AdvisoryLock, withAdvisoryLock } from './advisory-lock.ts';
import { keyStoredBans } from './bans.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { upgradeOnce } from './data-upgrades.ts';
import { applyMemberChangeTriggers } from './member-change-triggers.ts';
import { applySiteChangeTriggers } from './site-change-triggers.ts';
import { applyJobAnnouncementTrigger } from './job-announcements.ts';
import { type ListenHandlers, type Unlisten, listenPostgres } from './listen.ts';
import { NamedStatementsClient } from './named-statements.ts';
import { normaliseStoredPhones } from './stored-phones.ts';
import { moveStoredDistrictsToTheirTowns, placeTypedTownsAtTheirCentres } from './stored-towns.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The embedded database's buffer cache: 32 MB instead of PostgreSQL's 128 MB, which PGlite holds in the server's own
 * memory (its files are cached by the system as well). A third less memory for the whole server on the demo data.
 */
const PGLITE_CONF = ['shared_buffers=32MB'];

/**
 * The rows of a raw SQL statement: what the query builder cannot say (a statement with data-modifying CTEs), or a
 * statement of the chat send path, built on every message (a `sql` template builds in a tenth of the time: decision 019).
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations that have not run yet, then the repeatable steps, under the migrations lock: any
   * number of instances starting at once migrate one after the other.
   */
  migrate(): Promise<void>;
  /** Runs `work` while no other process holds `lock` (PGlite: the directory is this process's alone already). */
  exclusively<T>(lock: AdvisoryLock, work: () => Promise<T>): Promise<T>;
  /** Hears NOTIFY on `channel` (from any connection, any server instance) until the returned function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /** The whole embedded database as one uncompressed tar (PGlite only): what `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  /** The connection pool's use, for the metrics (PostgreSQL only: PGlite is one connection in the process). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/** Connections open, of which idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** A URL: PostgreSQL. A directory: embedded PGlite there. Memory: embedded PGlite, empty or loaded from a dump. */
export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

/** What runs after the migrations on every start, in order: steps that may run again, and data upgrades made once. */
async function repeatableSteps(db: Db): Promise<void> {
  await applyMemberChangeTriggers(db);
  await applySiteChangeTriggers(db);
  await applyJobAnnouncementTrigger(db);
  await upgradeOnce(db, 'phones_e164', normaliseStoredPhones);
  await upgradeOnce(db, 'districts_to_towns', moveStoredDistrictsToTheirTowns);
  await upgradeOnce(db, 'typed_town_centres', placeTypedTownsAtTheirCentres);
  await upgradeOnce(db, 'ban_keys', keyStoredBans);
}

/** node-postgres when a URL is given, otherwise embedded PGlite on disk (or in memory, for tests). */
export function openDatabase(options: DatabaseOptions): Database {
  if ('url' in options) {
    // A query waits at most 5 s for a connection: a database that cannot be reached is then a 503, not a hung request.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 20,
      connectionTimeoutMillis: 5000,
      Client: NamedStatementsClient,
    });
    // PostgreSQL may end an idle connection (restart, failover, a dropped database); the pool drops it and opens
    // another when needed. Without this listener that error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    const exclusively: Database['exclusively'] = (lock, work) => withAdvisoryLock(pool, lock, work);
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        exclusively('migrations', async () => {
          await migratePg(db, { migrationsFolder: migrationsDir });
          await repeatableSteps(db);
        }),
      exclusively,
      listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let unlockDataDir = () => {};
  if ('dataDir' in options) {
    mkdirSync((dataDir = options.dataDir), { recursive: true });
    unlockDataDir = lockDataDir(dataDir);
  }
  const loadDataDir = 'loadDataDir' in options ? options.loadDataDir : undefined;
  const client = new PGlite({ dataDir, postgresqlconf: PGLITE_CONF, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: migrationsDir });
      await repeatableSteps(db);
    },
    exclusively: (_lock, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process owns the embedded database: the connection cannot be lost, so there is never a gap.
    listen: (channel, { message }) => client.listen(channel, message),
    close: () => client.close().finally(unlockDataDir),
  };
}
