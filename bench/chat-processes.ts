import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type RunningServer, freePort, startBuiltServer } from '../e2e/support/server.ts';
import { benchDatabase, cpuMs } from './bench-env.ts';
import { type ChatMembers, seedChatMembers } from './chat-members.ts';

/**
 * Measures the CPU time the database's backends spend while `run` runs (in ms). Only one side sends at a time: the
 * other's connections idle. A backend that ends meanwhile (an idle pool connection) is left out rather than counted
 * as negative.
 */
export async function backendsCpuDuring<T>(client: pg.Client, run: () => Promise<T>): Promise<[T, number]> {
  const snapshot = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
  };
  const before = await snapshot();
  const result = await run();
  let spent = 0;
  for (const [pid, cpu] of await snapshot()) spent += cpu - (before.get(pid) ?? 0);
  return [result, spent];
}

export interface ChatBaseline {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The raw chat server (chat-baseline-server.ts) in its own process; resolves once it listens. */
export async function startChatBaseline(
  databaseUrl: string,
  redisUrl: string,
  membersFile: string,
  messageCredits: number,
): Promise<ChatBaseline> {
  const port = await freePort();
  const args = [databaseUrl, String(port), membersFile, redisUrl, String(messageCredits)];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'chat-baseline-server.ts'), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`chat baseline exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** What a chat bench runs on: its database, the built server, seeded members (also in `membersFile`), the raw one. */
export interface ChatScenario {
  databaseUrl: string;
  server: RunningServer;
  /** A connection for the bench's own SQL (checks, CPU of the backends). */
  client: pg.Client;
  members: ChatMembers;
  membersFile: string;
  dir: string;
  /** Starts the raw chat server on the same database and members (stopped with the scenario). */
  startBaseline(): Promise<ChatBaseline>;
}

/**
 * Runs `bench` on a fresh database `name` with the built server (PostgreSQL, the Redis bus, senders' addresses
 * believed from loopback as from the members' proxy: chat-post.ts) and `memberCount` seeded chat members; takes it
 * all down afterwards.
 */
export async function withChatScenario<T>(
  name: string,
  redisUrl: string,
  memberCount: number,
  bench: (scenario: ChatScenario) => Promise<T>,
): Promise<T> {
  const database = await benchDatabase(name);
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const client = new pg.Client({ connectionString: database.url });
  let server: RunningServer | undefined;
  let baseline: ChatBaseline | undefined;
  try {
    server = await startBuiltServer({
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'loopback',
    });
    await client.connect();
    const members = await seedChatMembers(database.url, memberCount);
    const membersFile = join(dir, 'members.json');
    writeFileSync(membersFile, JSON.stringify(members));
    const { rows } = await client.query<{ c: number }>(
      `select message_credits as c from sites where domain = 'localhost'`,
    );
    const startBaseline = async () =>
      (baseline = await startChatBaseline(database.url, redisUrl, membersFile, rows[0]!.c));
    return await bench({ databaseUrl: database.url, server, client, members, membersFile, dir, startBaseline });
  } finally {
    await client.end().catch(() => undefined);
    await baseline?.stop();
    await server?.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
