import { join } from 'node:path';
import type { Env } from '../config/env.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

/**
 * The database the environment names, for the server's processes (the server, `npm run db:migrate`, the demo seed):
 * PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/db. When another process holds the embedded one, says
 * so in one line and ends this process, before it touches anything.
 */
export function openConfiguredDatabase(env: Env): Database {
  try {
    return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'db') });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
