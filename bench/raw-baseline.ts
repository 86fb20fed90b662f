import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server.ts';

/** Headers node:http sets by itself on every answer. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface RawBaseline {
  url: string;
  pid: number;
  stop(): void;
}

/** A plain node:http server, in its own process, replaying one answer of the app: same status, headers and body. */
export async function startRawBaseline(response: Response, body: Buffer): Promise<RawBaseline> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)));
  writeFileSync(join(dir, 'response.json'), JSON.stringify({ headers, body: body.toString('base64') }));
  const port = await freePort();
  const script = join(import.meta.dirname, 'raw-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, join(dir, 'response.json'), String(port)], {
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
