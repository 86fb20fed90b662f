import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type RunningServer, freePort, startBuiltServer } from '../e2e/support/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { profiles, sessions, sites, users } from '../server/db/schema/index.ts';
import { hashToken, randomToken } from '../server/lib/tokens.ts';
import { REALTIME_PATH } from '../shared/realtime.ts';
import { generateProfiles } from './generate-profiles.ts';
import { percentile, residentBytes } from './bench-env.ts';
import { LiveClients } from './live-likes.ts';

/**
 * The realtime hub under load: MEMBERS members' sockets on the built server (PostgreSQL, Redis bus), likes published
 * on the bus by a generator process at RATE per second; delivery latency (generator's publish to the socket's
 * arrival, one machine's clock) and server memory per socket, beside a bare `ws` server on the same bus.
 */
const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 5_000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 500);
const LIKES = RATE * Number(process.env.BENCH_LIVE_SECONDS ?? 10);
/** Likes raised before the measured ones, at the same rate, so that both servers are warm (pools, JIT). */
const WARM_UP_LIKES = RATE * 2;
const P99_TARGET_MS = 50;
const BYTES_PER_SOCKET_TARGET = 16 * 1024;
/** How long deliveries may trail the generator's last publish before the missing ones count as lost. */
const DRAIN_MS = 5_000;

interface LiveResult {
  p50: number;
  p95: number;
  p99: number;
  delivered: number;
  bytesPerSocket: number;
}

/** MEMBERS visible generated members of the demo site, each with a fresh session; their ids and tokens. */
async function seedMembers(databaseUrl: string): Promise<{ ids: string[]; tokens: string[] }> {
  const database = openDatabase({ url: databaseUrl });
  try {
    const { db } = database;
    const [site] = await db.select().from(sites).where(eq(sites.domain, 'localhost'));
    await generateProfiles(db, site!.id, site!.countries, Math.ceil(MEMBERS * 1.1));
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.invisible, false), eq(profiles.status, 'active'), eq(users.passwordHash, 'x')))
      .limit(MEMBERS);
    const ids = rows.map((row) => row.id);
    const tokens = ids.map(() => randomToken());
    const expiresAt = new Date(Date.now() + 86_400_000);
    const values = ids.map((userId, i) => ({ tokenHash: hashToken(tokens[i]!), userId, expiresAt }));
    for (let from = 0; from < values.length; from += 1000)
      await db.insert(sessions).values(values.slice(from, from + 1000));
    return { ids, tokens };
  } finally {
    await database.close();
  }
}

/** Runs the generator process on likes `first` to `first + count - 1`; when it published each. */
function generateLikes(redisUrl: string, membersFile: string, first: number, count: number): Promise<number[]> {
  const script = join(import.meta.dirname, 'like-generator.ts');
  const args = [redisUrl, membersFile, String(RATE), String(first), String(count)];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('close', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`generator: ${code}`)))),
  );
}

/** Connects every member, measures the server's memory, raises the likes and times their arrival. */
async function measure(
  pid: number,
  ids: string[],
  membersFile: string,
  redisUrl: string,
  connect: Parameters<LiveClients['open']>[1],
): Promise<LiveResult> {
  const clients = new LiveClients();
  const before = residentBytes(pid);
  await clients.open(ids, connect);
  const bytesPerSocket = (residentBytes(pid) - before) / ids.length;
  await generateLikes(redisUrl, membersFile, 0, WARM_UP_LIKES);
  const publishedAt = await generateLikes(redisUrl, membersFile, WARM_UP_LIKES, LIKES);
  const drainUntil = Date.now() + DRAIN_MS;
  const expected = WARM_UP_LIKES + LIKES;
  while (clients.arrivals.size < expected && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  const latencies = publishedAt
    .map((at, k) => (clients.arrivalOf(ids, WARM_UP_LIKES + k) ?? Number.NaN) - at)
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
  await clients.close();
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(latencies, p)) as [number, number, number];
  return { p50, p95, p99, delivered: latencies.length, bytesPerSocket };
}

async function startBaseline(redisUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const script = join(import.meta.dirname, 'ws-baseline-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, redisUrl, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { port, child };
}

function print(label: string, app: LiveResult, baseline: LiveResult): boolean {
  const row = (name: string, r: LiveResult) =>
    `  ${name.padEnd(9)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
    `${r.delivered}/${LIKES} delivered; ${(r.bytesPerSocket / 1024).toFixed(1)} KB per socket`;
  const ok = app.p99 <= P99_TARGET_MS && app.bytesPerSocket <= BYTES_PER_SOCKET_TARGET && app.delivered === LIKES;
  console.log(
    [
      label,
      row('app', app),
      row('bare ws', baseline),
      `  ratio app/bare: p99 ${(app.p99 / baseline.p99).toFixed(2)}, memory ${(app.bytesPerSocket / baseline.bytesPerSocket).toFixed(2)}`,
      `  target: p99 <= ${P99_TARGET_MS} ms, <= 16 KB per socket, all delivered: ${ok ? 'met' : 'NOT MET'}`,
    ].join('\n'),
  );
  return ok;
}

/** The whole scenario on its own database; true when the targets are met. */
export async function realtimeBench(adminQuery: (sql: string) => Promise<void>, adminUrl: string, redisUrl: string) {
  const database = `bench_live_${Date.now()}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  let server: RunningServer | undefined;
  let baseline: { child: ChildProcess } | undefined;
  try {
    server = await startBuiltServer({ LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
    const { ids, tokens } = await seedMembers(databaseUrl);
    const membersFile = join(dir, 'members.json');
    writeFileSync(membersFile, JSON.stringify(ids));
    const { url, port, pid } = server;
    const app = await measure(pid, ids, membersFile, redisUrl, (_id, i) => ({
      url: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
      headers: { cookie: `auth=${tokens[i]}` },
      origin: url,
    }));
    const bare = await startBaseline(redisUrl);
    baseline = bare;
    const raw = await measure(bare.child.pid!, ids, membersFile, redisUrl, (id) => ({
      url: `ws://127.0.0.1:${bare.port}/?member=${id}`,
    }));
    return print(
      `Live likes: ${ids.length.toLocaleString('en')} sockets, ${RATE} likes/s over the Redis bus`,
      app,
      raw,
    );
  } finally {
    baseline?.child.kill();
    await server?.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}
