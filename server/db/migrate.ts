import { join } from 'node:path';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits. */
const env = loadEnv();
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'db') });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
