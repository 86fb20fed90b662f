import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { ROUNDS, type Side, alternate, load, report } from './load.ts';
import { startBaseline } from './baseline.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** Issue 15's goals: settings.php at 85% of raw node:http, a logged-in user.php at 60%. */
const SETTINGS_TARGET = 0.85;
const USER_TARGET = 0.6;

/** The demo member's session cookie on the server at `url`. */
export async function loginCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: JSON.stringify(DEMO_LOGIN),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * Measures one GET against its raw replay (the same status, headers and body); true when the ratio meets the target.
 * With `ceiling`, the same answer from a bare Fastify route is measured against raw too: what the framework alone
 * costs, the most the app could reach.
 */
async function scenario(name: string, { url, pid, headers = {} }: Side, target: number, ceiling = false) {
  // As the load generator asks: without Accept-Encoding, so the bytes replayed are the bytes measured.
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body.toString()}`);
  const raw = await startBaseline(response, body);
  const fastify = ceiling ? await startBaseline(response, body, 'fastify') : undefined;
  try {
    await load(url, { seconds: 2, headers });
    await load(raw.url, { seconds: 2 });
    const runs = `${body.length} bytes, 50 connections, median of ${ROUNDS} × ${seconds} s`;
    const ok = report(`${name} (${runs})`, await alternate({ url, pid, headers }, raw, seconds), target);
    if (fastify) {
      await load(fastify.url, { seconds: 2 });
      const results = await alternate(fastify, raw, seconds);
      report(
        `The same answer from a bare Fastify route, no plugin or hook: the framework's ceiling (${runs})`,
        results,
        undefined,
        'fastify',
      );
    }
    return ok;
  } finally {
    raw.stop();
    fastify?.stop();
  }
}

/**
 * GET /api/settings.php and a logged-in GET /api/user.php against raw node:http, on `server` (its URL and process);
 * with `ceiling`, each answer from a bare Fastify route beside them.
 */
export async function apiBench(
  { url, pid }: { url: string; pid: number },
  database: string,
  ceiling = false,
): Promise<boolean> {
  const cookie = await loginCookie(url);
  const settings = await scenario(
    `GET /api/settings.php, ${database}`,
    { url: `${url}/api/settings.php`, pid },
    SETTINGS_TARGET,
    ceiling,
  );
  const user = await scenario(
    `GET /api/user.php, logged in, ${database}`,
    { url: `${url}/api/user.php`, pid, headers: { cookie } },
    USER_TARGET,
    ceiling,
  );
  return settings && user;
}
