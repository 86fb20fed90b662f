import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { changeDatabase, startBuiltServer } from '../e2e/support/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { ROUNDS, alternate, load, loadRequests, report, reportLatency } from './load.ts';
import { fillDemoSite, searchRequests } from './search-bench.ts';
import { startRawBaseline } from './raw-baseline.ts';
import { realtimeBench } from './realtime-bench.ts';
import { adminQuery, adminUrl, redisUrl } from './bench-env.ts';
import { chatSendsBench } from './chat-sends-bench.ts';
import { chatLiveBench } from './chat-live-bench.ts';

/**
 * `npm run bench`: the built server on PostgreSQL against a raw node:http server answering the same bytes (headers
 * and body), in turns in the same run, so that the ratio means something on a shared, noisy machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Measures one GET against its raw replay; true when the ratio meets the target. */
async function scenario(name: string, url: string, headers: Record<string, string>, target: number) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body.toString()}`);
  const raw = await startRawBaseline(response, body);
  try {
    await load(url, { seconds: 2, headers });
    await load(raw.url, { seconds: 2 });
    const results = await alternate({ url, headers }, { url: raw.url }, { seconds });
    return report(
      `${name} (${body.length} bytes, 50 connections, median of ${ROUNDS} × ${seconds} s)`,
      results,
      target,
    );
  } finally {
    raw.stop();
  }
}

const PG_PROFILES = Number(process.env.BENCH_PG_PROFILES ?? 1_000_000);
const PGLITE_PROFILES = Number(process.env.BENCH_PGLITE_PROFILES ?? 100_000);
const SEARCH_P95_TARGET_MS = 25;

async function loginCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify(DEMO_LOGIN),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

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

/** The same search on the embedded database: the server is stopped while its database is filled. */
async function pgliteSearch(): Promise<boolean> {
  let server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  try {
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
    return reportLatency(`GET /api/members.php, filtered, 50 connections, ${label}`, result, SEARCH_P95_TARGET_MS);
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
  const cookie = await loginCookie(app.url);
  const settings = await scenario('GET /api/settings.php', `${app.url}/api/settings.php`, {}, 0.8);
  const user = await scenario('GET /api/user.php, logged in, PostgreSQL', `${app.url}/api/user.php`, { cookie }, 0.5);
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
  ok = settings && user && search;
} finally {
  await app.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
ok = (await realtimeBench(adminQuery, adminUrl, redisUrl)) && ok;
ok = (await pgliteSearch()) && ok;
ok = (await chatSendsBench(redisUrl, seconds)) && ok;
ok = (await chatLiveBench(redisUrl)) && ok;
process.exit(ok ? 0 : 1);
