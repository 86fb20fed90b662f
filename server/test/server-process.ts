import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { projectRoot } from '../lib/paths.ts';
import { DiskStorage } from '../lib/storage.ts';
import { createSeededTestDatabase } from './test-db.ts';

/** The server (server/main.ts through tsx) in a process of its own, as an operator runs it. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Resolves once its output contains `text`; rejects after `timeoutMs` or when it exits first. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Sends `signal`; resolves with the exit code and the milliseconds from the signal to the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/**
 * The demo data (with `memberCount` members) for server processes: a PGlite directory in a temporary folder, or with
 * TEST_DB=postgres a fresh PostgreSQL database. `change` writes to it between runs (PGlite takes one process at a
 * time); `start` runs the server on it.
 */
export async function seededServerData(memberCount: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-process-'));
  const postgres = process.env.TEST_DB === 'postgres' ? await createSeededTestDatabase(memberCount) : undefined;
  const openPglite = () => openDatabase({ dataDir: join(dataDir, 'db') });
  if (!postgres) {
    const database = openPglite();
    await database.migrate();
    await seedDemoData(database.db, new DiskStorage(join(dataDir, 'files')), { memberCount });
    await database.close();
  }
  const children: ChildProcess[] = [];
  return {
    async change<T>(write: (db: Db) => Promise<T>): Promise<T> {
      if (postgres) return write(postgres.db);
      const database = openPglite();
      try {
        return await write(database.db);
      } finally {
        await database.close();
      }
    },
    async start(variables: Record<string, string>): Promise<ServerProcess> {
      const server = startServerProcess({
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url! } : {}),
        ...variables,
      });
      children.push(server.child);
      return server.listening;
    },
    async close(): Promise<void> {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await postgres?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startServerProcess(variables: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForOutput = (text: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const check = () => {
        if (!output.includes(text)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      void exited.then(() => reject(new Error(`exited before "${text}":\n${output}`)));
      check();
    });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = waitForOutput('Serving on', 120_000).then((): ServerProcess => ({
    port: Number(/Serving on http:\/\/[^:]+:(\d+)/.exec(output)![1]),
    child,
    output: () => output,
    waitForOutput,
    async stop(signal = 'SIGTERM') {
      const sent = performance.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Math.round(performance.now() - sent) };
    },
  }));
  return { child, listening };
}
