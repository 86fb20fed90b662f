import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { percentile } from './bench-env.ts';
import { postMessage } from './chat-post.ts';

/**
 * The load generator of the sends bench, in its own process: `connections` clients, each posting a message and,
 * once it is answered, the next, for `seconds` (closed loop, fixed concurrency). Sends go round the pairs from
 * `offset` on (pair n: sender with the session `tokens[n]` to `recipients[n]`), so that each sender sends few
 * messages a minute. Requests in flight when the time is up are awaited and counted: every send it made is in the
 * answer. Prints JSON: the answers' statuses, transport errors, elapsed time and the 2xx latencies' percentiles.
 */
export interface SendLoadResult {
  statuses: Record<string, number>;
  ok: number;
  errors: number;
  sent: number;
  elapsedMs: number;
  p50: number;
  p99: number;
  /** The body of the first answer that was not a 2xx, to tell why. */
  firstFailure?: string;
}

const [, , url, pairsFile, offset, seconds, connections] = process.argv;
const { tokens, recipients } = JSON.parse(readFileSync(pairsFile!, 'utf8')) as {
  tokens: string[];
  recipients: string[];
};
const { hostname, port } = new URL(url!);
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections) });
const target = { agent, hostname, port };
let next = Number(offset);
const statuses: Record<string, number> = {};
const latencies: number[] = [];
let errors = 0;
let firstFailure: string | undefined;

async function post(n: number): Promise<void> {
  const pair = n % tokens.length;
  const payload = { profile_id: recipients[pair], client_id: randomUUID(), text: `bench send ${n}` };
  const started = performance.now();
  const { status, failure } = await postMessage(target, pair, tokens[pair]!, payload);
  if (status === 0) errors++;
  else statuses[status] = (statuses[status] ?? 0) + 1;
  if (status >= 200 && status < 300) latencies.push(performance.now() - started);
  else firstFailure ??= failure;
}

const started = performance.now();
const deadline = started + Number(seconds) * 1000;
await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (performance.now() < deadline) await post(next++);
  }),
);
const elapsedMs = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const ok = Object.entries(statuses)
  .filter(([status]) => status.startsWith('2'))
  .reduce((sum, [, count]) => sum + count, 0);
const result: SendLoadResult = {
  statuses,
  ok,
  errors,
  sent: next - Number(offset),
  elapsedMs,
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
  firstFailure,
};
process.stdout.write(JSON.stringify(result));
