import pg from 'pg';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { startBuiltServer } from '../e2e/support/server.ts';
import { ROUNDS, alternate, load, report } from './load.ts';
import { startRawBaseline } from './raw-baseline.ts';

/**
 * `npm run bench`: the built server on PostgreSQL against a raw node:http server answering the same bytes (headers
 * and body), in turns in the same run, so that the ratio means something on a shared, noisy machine.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

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

const database = `bench_${Date.now()}`;
await adminQuery(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const app = await startBuiltServer({ LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
let ok = false;
try {
  const login = await fetch(`${app.url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const settings = await scenario('GET /api/settings.php', `${app.url}/api/settings.php`, {}, 0.8);
  const user = await scenario('GET /api/user.php, logged in, PostgreSQL', `${app.url}/api/user.php`, { cookie }, 0.5);
  ok = settings && user;
} finally {
  await app.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
process.exit(ok ? 0 : 1);
