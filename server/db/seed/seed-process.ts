import { loadEnv } from '../../config/env.ts';
import { openStorage } from '../../lib/open-storage.ts';
import { openConfiguredDatabase } from '../open-configured.ts';
import { seedDemoOnce } from './seed.ts';

/**
 * The demo seed in a process of its own (server/main.ts runs it before opening the database): rendering and encoding
 * the portraits takes hundreds of megabytes, which go back to the system when this process ends instead of staying
 * with the server. Prints what it did as one JSON line.
 */
const env = loadEnv();
const database = openConfiguredDatabase(env);
await database.migrate();
const started = Date.now();
const { seeded, login } = await seedDemoOnce(database, openStorage(env), {
  baseUrl: process.argv[2],
  niche: env.DEMO_NICHE,
});
await database.close();
console.log(JSON.stringify({ seeded, login, seconds: (Date.now() - started) / 1000 }));
