import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBuiltServer } from '../e2e/support/server.ts';
import { ROUNDS, alternate, load, report } from './load.ts';

/**
 * `npm run bench`: the built server against a raw node:http server answering the same bytes (headers and body), in
 * the same run,
 * so that the ratio means something on a shared, noisy machine.
 */
/** Headers node:http sets by itself on every answer. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startRawServer(
  response: Response,
  body: Buffer,
): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)));
  writeFileSync(join(dir, 'body'), JSON.stringify({ headers, body: body.toString('base64') }));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'raw-server.ts'), join(dir, 'body'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, child, dir };
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const app = await startBuiltServer({ LOG_LEVEL: 'warn' });
const settingsUrl = `${app.url}/api/settings.php`;
const response = await fetch(settingsUrl);
const body = Buffer.from(await response.arrayBuffer());
const raw = await startRawServer(response, body);
let ok = true;
try {
  await load(settingsUrl, { seconds: 2 });
  await load(raw.url, { seconds: 2 });
  const results = await alternate(settingsUrl, raw.url, { seconds });
  ok = report(
    `GET /api/settings.php (${body.length} bytes, 50 connections, median of ${ROUNDS} × ${seconds} s)`,
    results,
    0.8,
  );
} finally {
  raw.child.kill();
  rmSync(raw.dir, { recursive: true, force: true });
  await app.stop();
}
process.exit(ok ? 0 : 1);
