import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { REALTIME_PATH } from '../shared/realtime.ts';
import { cpuMs, percentile, redisUrl as defaultRedisUrl } from './bench-env.ts';
import { type ChatMembers, ledgerMismatchCount } from './chat-members.ts';
import type { LiveSendResult } from './chat-live-generator.ts';
import { backendsCpuDuring, withChatScenario } from './chat-processes.ts';
import { runScript } from './run-script.ts';
import { LiveClients, chatMessageOf, parseChatText } from './live-likes.ts';

/**
 * Chat delivery under load: MEMBERS members' sockets on the built server (PostgreSQL, Redis bus), and a generator
 * process sending real POST /api/message.php at RATE per second among them, each to a connected member. Latency is
 * from just before the POST is written to the frame's arrival on the recipient's socket (the send time travels in the
 * message's text; one machine, one clock). Beside it the same clients on the raw chat server
 * (chat-baseline-server.ts: node:http + pg transaction + the same Redis bus + bare `ws`).
 */
const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 5_000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 500);
const MESSAGES = RATE * Number(process.env.BENCH_LIVE_SECONDS ?? 10);
/** Messages sent before the measured ones, at the same rate, so that both servers are warm (pools, JIT, caches). */
const WARM_UP_MESSAGES = RATE * 2;
const P99_TARGET_MS = 50;
/** How long deliveries may trail the generator's last answer before the missing ones count as lost. */
const DRAIN_MS = 5_000;

interface LiveChatResult {
  p50: number;
  p95: number;
  p99: number;
  /** Measured messages whose frame reached their recipient, of those accepted (2xx). */
  delivered: number;
  accepted: number;
  /** Frames of bench messages that reached a socket of another member than the recipient (must be 0). */
  misdelivered: number;
  /** The POST's own answer time: send to answer. */
  answerP50: number;
  answerP99: number;
  /**
   * The frame's arrival after the POST's answer (negative: before it): what the delivery path (bus, hub, policy query)
   * adds once the send has committed.
   */
  afterAnswerP50: number;
  afterAnswerP99: number;
  /** The rate the generator kept up (it sends on schedule whatever the answers; below RATE it fell behind). */
  sentPerSecond: number;
  /** CPU time per measured message: the server process, and the database's backends. */
  cpuPerMessage: { server: number; database: number };
  statuses: Record<string, number>;
  firstFailure?: string;
}

const sendMessages = (url: string, membersFile: string, first: number, count: number) =>
  runScript<LiveSendResult>('chat-live-generator.ts', [url, membersFile, RATE, first, count]);

/** Connects every member, sends the warm-up and measured messages and times their arrival. */
async function measure(
  client: pg.Client,
  pid: number,
  url: string,
  members: ChatMembers,
  membersFile: string,
  connect: Parameters<LiveClients['open']>[1],
): Promise<LiveChatResult> {
  const arrivals = new Map<number, number>();
  let misdelivered = 0;
  const clients = new LiveClients((memberId, message, at) => {
    if (message.type !== 'message.created' || message.message.mine) return;
    const sent = parseChatText(message.message.text);
    if (!sent) return;
    if (members.ids[chatMessageOf(members.ids.length, sent.k).recipient] !== memberId) misdelivered++;
    else arrivals.set(sent.k, at);
  });
  try {
    await clients.open(members.ids, connect);
    await sendMessages(url, membersFile, 0, WARM_UP_MESSAGES);
    const serverBefore = cpuMs(pid);
    const [{ sent, expected }, databaseCpu] = await backendsCpuDuring(client, async () => {
      const sent = await sendMessages(url, membersFile, WARM_UP_MESSAGES, MESSAGES);
      const expected = sent.statuses.flatMap((status, i) =>
        status >= 200 && status < 300 ? [WARM_UP_MESSAGES + i] : [],
      );
      const drainUntil = Date.now() + DRAIN_MS;
      while (expected.some((k) => !arrivals.has(k)) && Date.now() < drainUntil)
        await new Promise((r) => setTimeout(r, 50));
      return { sent, expected };
    });
    const cpuPerMessage = { server: (cpuMs(pid) - serverBefore) / MESSAGES, database: databaseCpu / MESSAGES };
    const latencies = expected
      .map((k) => (arrivals.get(k) ?? Number.NaN) - sent.sentAt[k - WARM_UP_MESSAGES]!)
      .filter((ms) => !Number.isNaN(ms))
      .sort((a, b) => a - b);
    const answers = sent.answeredAt.map((at, i) => at - sent.sentAt[i]!).sort((a, b) => a - b);
    const afterAnswer = expected
      .filter((k) => arrivals.has(k))
      .map((k) => arrivals.get(k)! - sent.answeredAt[k - WARM_UP_MESSAGES]!)
      .sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const status of sent.statuses) statuses[status] = (statuses[status] ?? 0) + 1;
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(latencies, p)) as [number, number, number];
    return {
      p50,
      p95,
      p99,
      delivered: latencies.length,
      accepted: expected.length,
      misdelivered,
      answerP50: percentile(answers, 0.5),
      answerP99: percentile(answers, 0.99),
      afterAnswerP50: percentile(afterAnswer, 0.5),
      afterAnswerP99: percentile(afterAnswer, 0.99),
      sentPerSecond: ((MESSAGES - 1) * 1000) / (sent.sentAt[MESSAGES - 1]! - sent.sentAt[0]!),
      cpuPerMessage,
      statuses,
      firstFailure: sent.firstFailure,
    };
  } finally {
    await clients.close();
  }
}

function print(app: LiveChatResult, raw: LiveChatResult, mismatches: number): boolean {
  const row = (name: string, r: LiveChatResult) =>
    `  ${name.padEnd(9)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
    `${r.delivered}/${MESSAGES} delivered (${r.accepted} accepted, statuses ${JSON.stringify(r.statuses)})` +
    `\n            POST answered p50 ${r.answerP50.toFixed(1)} ms, p99 ${r.answerP99.toFixed(1)} ms; ` +
    `frame after the answer p50 ${r.afterAnswerP50.toFixed(1)} ms, p99 ${r.afterAnswerP99.toFixed(1)} ms; ` +
    `sent at ${r.sentPerSecond.toFixed(0)}/s; CPU per message: server ${r.cpuPerMessage.server.toFixed(2)} ms, ` +
    `PostgreSQL ${r.cpuPerMessage.database.toFixed(2)} ms` +
    (r.misdelivered ? `; ${r.misdelivered} MISDELIVERED` : '') +
    (r.firstFailure ? `\n            first failure: ${r.firstFailure}` : '');
  const ok = app.p99 <= P99_TARGET_MS && app.delivered === MESSAGES && app.misdelivered === 0 && mismatches === 0;
  console.log(
    [
      `Live chat: ${MEMBERS.toLocaleString('en')} sockets, ${RATE} POST /api/message.php per second, send to receive`,
      row('app', app),
      row('raw', raw),
      `  ratio app/raw: p50 ${(app.p50 / raw.p50).toFixed(2)}, p99 ${(app.p99 / raw.p99).toFixed(2)}`,
      `  ledger = balance for every member: ${mismatches === 0 ? 'yes' : `NO, ${mismatches} differ`}`,
      `  target: p99 <= ${P99_TARGET_MS} ms, all delivered: ${ok ? 'met' : 'NOT MET'}\n`,
    ].join('\n'),
  );
  return ok;
}

/** The whole scenario on its own database; true when the target is met. */
export function chatLiveBench(redisUrl: string): Promise<boolean> {
  return withChatScenario('bench_chat_live', redisUrl, MEMBERS, async (scenario) => {
    const { server, members, membersFile, client } = scenario;
    const { url, port } = server;
    const app = await measure(client, server.pid, url, members, membersFile, (_id, i) => ({
      url: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
      headers: { cookie: `auth=${members.tokens[i]}` },
      origin: url,
    }));
    const baseline = await scenario.startBaseline();
    const raw = await measure(client, baseline.pid, baseline.url, members, membersFile, (id) => ({
      url: `ws://127.0.0.1:${baseline.port}/?member=${id}`,
    }));
    return print(app, raw, await ledgerMismatchCount(scenario.databaseUrl));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exit((await chatLiveBench(defaultRedisUrl)) ? 0 : 1);
}
