import { changeDatabase, startBuiltServer } from '../e2e/support/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { apiBench, loginCookie } from './api-bench.ts';
import { loadRequests, reportLatency } from './load.ts';
import { fillDemoSite, searchRequests } from './search-bench.ts';
import { realtimeBench } from './realtime-bench.ts';
import { adminQuery, adminUrl, redisUrl } from './bench-env.ts';
import { chatSendsBench } from './chat-sends-bench.ts';
import { chatLiveBench } from './chat-live-bench.ts';
import { firstLoadBench } from './first-load-bench.ts';
import { lighthouseBench } from './lighthouse.ts';

/**
 * `npm run bench`: the built server on PostgreSQL against a raw node:http server answering the same bytes (headers
 * and body), in turns in the same run, so that the ratio means something on a shared, noisy machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const PG_PROFILES = Number(process.env.BENCH_PG_PROFILES ?? 1_000_000);
const PGLITE_PROFILES = Number(process.env.BENCH_PGLITE_PROFILES ?? 100_000);
const SEARCH_P95_TARGET_MS = 25;

/** Filtered search pages by 50 logged-in clients after `fill` generated the profiles. */
async function searchScenario(label: string, url: string, cookie: string, fill: () => Promise<string[]>) {
  const started = Date.now();
  const countries = await fill();
  console.log(`(${label}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const requests = searchRequests(countries);
  await loadRequests(url, requests, { seconds: 2, headers: { cookie } });
  const result = await loadRequests(url, requests, { seconds: seconds * 2, headers: { cookie } });
  return reportLatency(`GET /api/members.php, filtered, 50 connections, ${label}`, result, SEARCH_P95_TARGET_MS);
}

/** The API figures and the search on the embedded database: the server is stopped while its database is filled. */
async function pgliteBench(): Promise<boolean> {
  let server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  try {
    const api = await apiBench(server.url, 'PGlite');
    let countries: string[] = [];
    const started = Date.now();
    server = await changeDatabase(server, { LOG_LEVEL: 'warn' }, async (db) => {
      countries = await fillDemoSite(db, PGLITE_PROFILES);
    });
    const label = `PGlite, ${PGLITE_PROFILES.toLocaleString('en')} profiles`;
    console.log(`(${label}: generated in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const cookie = await loginCookie(server.url);
    const requests = searchRequests(countries);
    await loadRequests(server.url, requests, { seconds: 2, headers: { cookie } });
    const result = await loadRequests(server.url, requests, { seconds: seconds * 2, headers: { cookie } });
    return (
      reportLatency(`GET /api/members.php, filtered, 50 connections, ${label}`, result, SEARCH_P95_TARGET_MS) && api
    );
  } finally {
    await server.stop();
  }
}

const database = `bench_${Date.now()}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const app = await startBuiltServer({ LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
let ok = false;
try {
  // The first screen before the search fills the database: what a visitor to the demo site gets.
  const firstLoad = await firstLoadBench(app.url);
  const lighthouse = await lighthouseBench(app.url);
  const api = await apiBench(app.url, 'PostgreSQL');
  const cookie = await loginCookie(app.url);
  const search = await searchScenario(
    `PostgreSQL, ${PG_PROFILES.toLocaleString('en')} profiles`,
    app.url,
    cookie,
    async () => {
      const filled = openDatabase({ url: databaseUrl });
      try {
        return await fillDemoSite(filled.db, PG_PROFILES);
      } finally {
        await filled.close();
      }
    },
  );
  ok = firstLoad && lighthouse && api && search;
} finally {
  await app.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
ok = (await realtimeBench(adminQuery, adminUrl, redisUrl)) && ok;
ok = (await pgliteBench()) && ok;
ok = (await chatSendsBench(redisUrl, seconds)) && ok;
ok = (await chatLiveBench(redisUrl)) && ok;
process.exit(ok ? 0 : 1);
