import { changeDatabase, startBuiltServer } from '../e2e/support/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { apiBench, loginCookie } from './api-bench.ts';
import { fillDemoSite, searchBench } from './search-bench.ts';
import { realtimeBench } from './realtime-bench.ts';
import { adminQuery, adminUrl, redisUrl } from './bench-env.ts';
import { chatSendsBench } from './chat-sends-bench.ts';
import { chatLiveBench } from './chat-live-bench.ts';
import { firstLoadBench } from './first-load-bench.ts';
import { firstStartBench } from './first-start-bench.ts';
import { lighthouseBench } from './lighthouse.ts';

/**
 * `npm run bench`: the built server on PostgreSQL against a raw node:http server answering the same bytes (headers
 * and body), in turns in the same run, so that the ratio means something on a shared, noisy machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Profiles the search is measured at on PostgreSQL (the second figure adds to the first), and on PGlite. */
const PG_PROFILES = (process.env.BENCH_PG_PROFILES ?? '1000000,5000000').split(',').map(Number);
const PGLITE_PROFILES = Number(process.env.BENCH_PGLITE_PROFILES ?? 100_000);
/** The server as the benches run it: quiet, and without the per-reader read limits, which a bench's load would meet. */
const SERVER_ENV = { LOG_LEVEL: 'warn', READ_LIMITS: 'off' };

/** The API figures and the search on the embedded database: the server is stopped while its database is filled. */
async function pgliteBench(): Promise<boolean> {
  let server = await startBuiltServer(SERVER_ENV);
  try {
    const api = await apiBench(server, 'PGlite');
    let countries: string[] = [];
    const started = Date.now();
    server = await changeDatabase(server, SERVER_ENV, async (db) => {
      countries = await fillDemoSite(db, PGLITE_PROFILES);
    });
    const label = `PGlite, ${PGLITE_PROFILES.toLocaleString('en')} profiles`;
    console.log(`(${label}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const search = await searchBench(server.url, await loginCookie(server.url), countries, label, seconds);
    return search && api;
  } finally {
    await server.stop();
  }
}

/** The search on PostgreSQL at each size of PG_PROFILES, the database filled up to it while the server runs. */
async function postgresSearchBench(url: string, databaseUrl: string): Promise<boolean> {
  const cookie = await loginCookie(url);
  let ok = true;
  let generated = 0;
  for (const profiles of PG_PROFILES) {
    const started = Date.now();
    const filled = openDatabase({ url: databaseUrl });
    const countries = await fillDemoSite(filled.db, profiles - generated).finally(() => filled.close());
    generated = profiles;
    const label = `PostgreSQL, ${profiles.toLocaleString('en')} profiles`;
    console.log(`(${label}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    ok = (await searchBench(url, cookie, countries, label, seconds)) && ok;
  }
  return ok;
}

// First, on a quiet machine: what a fresh clone's first `npm start` waits for.
let ok = await firstStartBench();
const database = `bench_${Date.now()}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const app = await startBuiltServer({ ...SERVER_ENV, DATABASE_URL: databaseUrl });
try {
  // The first screen before the search fills the database: what a visitor to the demo site gets.
  const firstLoad = await firstLoadBench(app.url);
  const lighthouse = await lighthouseBench(app.url);
  const api = await apiBench(app, 'PostgreSQL', true);
  const search = await postgresSearchBench(app.url, databaseUrl);
  ok = firstLoad && lighthouse && api && search && ok;
} finally {
  await app.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
ok = (await realtimeBench(adminQuery, adminUrl, redisUrl)) && ok;
ok = (await pgliteBench()) && ok;
ok = (await chatSendsBench(redisUrl, seconds)) && ok;
ok = (await chatLiveBench(redisUrl)) && ok;
process.exit(ok ? 0 : 1);
