import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/config/node-flags.ts';
import { type Db, openDatabase } from '../../server/db/client.ts';
import { startSmtpSink } from '../../server/test/smtp-sink.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** The server's process id (the benchmarks read its memory). */
  pid: number;
  /** The server's DATA_DIR (database, files, mail). */
  dataDir: string;
  /** Stops the server and removes its data, unless `keepData` (to start it again on the same data). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server (dist/) with the flags of `npm start` as a staging demo in production (NODE_ENV=production,
 * SEED_DEMO=true, mail over SMTP to a sink in this process unless `env` names an SMTP_URL; test payments only where
 * `env` sets TEST_PAYMENTS=true; no read limits), on the embedded database: a fresh one in a temporary folder, seeded with demo data
 * (its links point to this server), or the `dataDir` and `port` of a server stopped with `keepData`.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  dataDir?: string,
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  dataDir ??= freshDataDir();
  // Production needs a mail server (server/config/safety.ts); one that keeps the mails here will do.
  const smtp = env.SMTP_URL ? undefined : await startSmtpSink();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
      LOG_LEVEL: 'warn',
      // Every browser of the suite comes from 127.0.0.1, faster than a person: the per-minute read limits would count
      // them as one harvester. The route tests attack the limits (server/plugins/read-limits.test.ts).
      READ_LIMITS: 'off',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => void smtp?.close());
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    // The demo's one origin (README's, the console's): a page asked on 127.0.0.1 is sent here.
    url: `http://localhost:${port}`,
    port,
    pid: child.pid!,
    dataDir,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The folder of the e2e run's seeded data (e2e/global-setup.ts seeds it once, with a server stopped afterwards): each
 * test file's server starts from a copy of it instead of migrating and seeding 300 members again.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/**
 * A new data folder: a copy of the run's seeded data (seeded on another port: the server points its demo's links at
 * its own port as it starts); empty without one (the server seeds it, as on a first start).
 */
function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Stops the server, changes its embedded database directly, and starts it again on the same data. */
export async function changeDatabase(
  server: RunningServer,
  env: Record<string, string>,
  change: (db: Db) => Promise<unknown>,
): Promise<RunningServer> {
  await server.stop({ keepData: true });
  const database = openDatabase({ dataDir: join(server.dataDir, 'db') });
  await change(database.db);
  await database.close();
  return startBuiltServer(env, server.dataDir, server.port);
}
