import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { cpuMs, median, redisUrl as defaultRedisUrl } from './bench-env.ts';
import { type ChatMembers, ledgerMismatchCount, sentBy } from './chat-members.ts';
import { backendsCpuDuring, withChatScenario } from './chat-processes.ts';
import { runScript } from './run-script.ts';
import type { SendLoadResult } from './chat-send-load.ts';

/**
 * Chat sends on PostgreSQL: POST /api/message.php to the built server (Redis bus) by CONNECTIONS clients in a
 * generator process, each send debiting the sender in the ledger; accepted sends per second and latency, beside the
 * raw chat server (chat-baseline-server.ts) doing the irreducible transaction, in alternating rounds. Afterwards SQL
 * checks that every balance equals its ledger and that each side stored exactly one message and one debit per 2xx.
 */
/**
 * Sender/recipient pairs a side. The generator goes round them, so that at a few thousand sends a second each sender
 * still sends a handful of messages a minute: far below the per-member limits (chat-rules.ts: 30 a minute, 12 to one
 * member) and, each sender having their own address (senderAddress), the per-address one (120 a minute).
 */
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;

interface Side {
  label: string;
  url: string;
  /** The server's process: its CPU time per send is counted. */
  pid: number;
  pairsFile: string;
  senders: string[];
  /** The next pair to send from: each run goes on round the pairs where the last one stopped. */
  offset: number;
  rounds: SendLoadResult[];
  totalOk: number;
  totalNon2xx: number;
  statuses: Record<string, number>;
  failures: string[];
  /** CPU per accepted send in the measured rounds: the server process, and the database's backends. */
  cpu: { server: number; database: number; sends: number };
}

function side(label: string, url: string, pid: number, members: ChatMembers, from: number, dir: string): Side {
  const senders = members.ids.slice(from, from + PAIRS);
  const pairsFile = join(dir, `pairs-${from}.json`);
  writeFileSync(
    pairsFile,
    JSON.stringify({
      tokens: members.tokens.slice(from, from + PAIRS),
      recipients: members.ids.slice(from + PAIRS, from + 2 * PAIRS),
    }),
  );
  return {
    label,
    url,
    pid,
    pairsFile,
    senders,
    offset: 0,
    rounds: [],
    totalOk: 0,
    totalNon2xx: 0,
    statuses: {},
    failures: [],
    cpu: { server: 0, database: 0, sends: 0 },
  };
}

/** One generator run against a side; kept in its figures unless it is the warm-up. */
async function drive(client: pg.Client, s: Side, seconds: number, measured: boolean): Promise<SendLoadResult> {
  const server = cpuMs(s.pid);
  const [result, database] = await backendsCpuDuring(client, () =>
    runScript<SendLoadResult>('chat-send-load.ts', [s.url, s.pairsFile, s.offset, seconds, CONNECTIONS]),
  );
  if (measured) {
    s.cpu.server += cpuMs(s.pid) - server;
    s.cpu.database += database;
    s.cpu.sends += result.ok;
  }
  s.offset += result.sent;
  s.totalOk += result.ok;
  s.totalNon2xx += result.sent - result.ok;
  for (const [status, count] of Object.entries(result.statuses)) s.statuses[status] = (s.statuses[status] ?? 0) + count;
  if (result.firstFailure) s.failures.push(result.firstFailure);
  if (measured) s.rounds.push(result);
  return result;
}

const perSecond = (r: SendLoadResult) => (r.ok * 1000) / r.elapsedMs;

function row(s: Side): string {
  const rate = median(s.rounds.map(perSecond));
  const p50 = median(s.rounds.map((r) => r.p50));
  const p99 = median(s.rounds.map((r) => r.p99));
  return (
    `  ${s.label.padEnd(9)} ${rate.toFixed(0).padStart(6)} sends/s   p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms` +
    `   non-2xx ${s.totalNon2xx} (statuses ${JSON.stringify(s.statuses)})\n` +
    `            CPU per send: server ${(s.cpu.server / s.cpu.sends).toFixed(2)} ms, ` +
    `PostgreSQL backends ${(s.cpu.database / s.cpu.sends).toFixed(2)} ms`
  );
}

/** The stored messages and debits of a side against its 2xx count. */
async function check(client: pg.Client, s: Side): Promise<{ ok: boolean; line: string }> {
  const { messages, charged, debits, spent } = await sentBy(client, s.senders);
  const ok = messages === s.totalOk && debits === s.totalOk && spent === charged && spent >= s.totalOk;
  return {
    ok,
    line:
      `  ${s.label}: ${s.totalOk} 2xx answers, ${messages} messages, ${debits} ledger debits; ` +
      `${spent} credits debited, ${charged} charged on the messages: ${ok ? 'equal' : 'DIFFER'}`,
  };
}

/** The whole scenario on its own database; true when every send was accepted and the SQL checks hold. */
export function chatSendsBench(redisUrl: string, seconds: number): Promise<boolean> {
  return withChatScenario('bench_chat_sends', redisUrl, 4 * PAIRS, async (scenario) => {
    const { server, client, members, dir } = scenario;
    const baseline = await scenario.startBaseline();
    const app = side('app', server.url, server.pid, members, 0, dir);
    const raw = side('raw pg', baseline.url, baseline.pid, members, 2 * PAIRS, dir);
    await drive(client, app, WARM_UP_SECONDS, false);
    await drive(client, raw, WARM_UP_SECONDS, false);
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const r = await drive(client, raw, seconds, true);
      const a = await drive(client, app, seconds, true);
      ratios.push(perSecond(a) / perSecond(r));
    }
    const mismatches = await ledgerMismatchCount(scenario.databaseUrl);
    const checks = [await check(client, app), await check(client, raw)];
    const ratio = median(ratios);
    const ok = app.totalNon2xx === 0 && mismatches === 0 && checks.every((c) => c.ok);
    console.log(
      [
        `Chat sends: POST /api/message.php on PostgreSQL, ${CONNECTIONS} connections, ${PAIRS.toLocaleString('en')} sender/recipient pairs a side, median of ${ROUNDS} × ${seconds} s`,
        row(app),
        row(raw),
        `  ratio app/raw: ${(ratio * 100).toFixed(1)}% of the raw sends per second`,
        `  ledger = balance for every member: ${mismatches === 0 ? 'yes' : `NO, ${mismatches} differ`}`,
        ...checks.map((c) => c.line),
        ...[...new Set([...app.failures, ...raw.failures])].slice(0, 3).map((f) => `  first failure: ${f}`),
        `  all sends accepted and accounted for: ${ok ? 'yes' : 'NO'}\n`,
      ].join('\n'),
    );
    return ok;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const ok = await chatSendsBench(defaultRedisUrl, Number(process.env.BENCH_SECONDS ?? 5));
  process.exit(ok ? 0 : 1);
}
