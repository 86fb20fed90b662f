import { loadEnv } from '../config/env.ts';
import { openConfiguredDatabase } from './open-configured.ts';

/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits; a deploy step
 * before the new release's instances start. It takes the same advisory lock as a starting server, so it may run while
 * instances start (they wait, then find nothing to do).
 */
const env = loadEnv();
const database = openConfiguredDatabase(env);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
