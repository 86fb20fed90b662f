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
import { applyMemberChangeTriggers } from './member-change-triggers.ts';
import { applySiteChangeTriggers } from './site-change-triggers.ts';
import { type ListenHandlers, type Unlisten, listenPostgres } from './listen.ts';
import { NamedStatementsClient } from './named-statements.ts';
import { normaliseStoredPhones } from './stored-phones.ts';
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
  /** Applies the committed migrations that have not run yet, then the member-change triggers; stored phones to E.164. */
  migrate(): Promise<void>;
  /** Hears NOTIFY on `channel` (from any connection, any server instance) until the returned function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

/** node-postgres when a URL is given, otherwise embedded PGlite on disk (or in memory, for tests). */
export function openDatabase(options: DatabaseOptions): Database {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20, Client: NamedStatementsClient });
    // PostgreSQL may end an idle connection (restart, failover, a dropped database); the pool drops it and opens
    // another when needed. Without this listener that error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await migratePg(db, { migrationsFolder: migrationsDir });
        await applyMemberChangeTriggers(db);
        await applySiteChangeTriggers(db);
        await normaliseStoredPhones(db);
      },
      listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in options) mkdirSync((dataDir = options.dataDir), { recursive: true });
  const client = new PGlite(dataDir, { postgresqlconf: PGLITE_CONF });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: migrationsDir });
      await applyMemberChangeTriggers(db);
      await applySiteChangeTriggers(db);
      await normaliseStoredPhones(db);
    },
    // One process owns the embedded database: the connection cannot be lost, so there is never a gap.
    listen: (channel, { message }) => client.listen(channel, message),
    close: () => client.close(),
  };
}
