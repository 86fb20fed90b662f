import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server.ts';

/** Headers node:http sets by itself on every answer. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface Baseline {
  url: string;
  pid: number;
  stop(): void;
}

/**
 * A server in its own process replaying one answer of the app: the same status, headers and body, from plain
 * node:http (`raw`) or from a bare Fastify route (`fastify`, bench/replay-server.ts).
 */
export async function startBaseline(
  response: Response,
  body: Buffer,
  server: 'raw' | 'fastify' = 'raw',
): Promise<Baseline> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-replay-'));
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)));
  writeFileSync(join(dir, 'response.json'), JSON.stringify({ headers, body: body.toString('base64') }));
  const port = await freePort();
  const script = join(import.meta.dirname, 'replay-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, join(dir, 'response.json'), String(port), server], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
