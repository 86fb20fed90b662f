import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import type { ChatMembers } from './chat-members.ts';
import { postMessage } from './chat-post.ts';
import { chatMessageOf, chatTextOf } from './live-likes.ts';

/**
 * The load generator of the live chat bench, in its own process: posts messages `first` to `first + count - 1`
 * (chatMessageOf: sender and recipient among the connected members) to POST /api/message.php at `rate` per second,
 * open loop (a slow answer does not slow the sending), each with its send time in its text (the shared clock: wall
 * time with sub-millisecond precision, taken just before the request is written). Prints JSON: each message's send
 * time, status and answer time.
 */
export interface LiveSendResult {
  sentAt: number[];
  answeredAt: number[];
  statuses: number[];
  firstFailure?: string;
}

const [, , url, membersFile, rate, first, count] = process.argv;
const { ids, tokens } = JSON.parse(readFileSync(membersFile!, 'utf8')) as ChatMembers;
const { hostname, port } = new URL(url!);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const target = { agent, hostname, port };
const total = Number(count);
const intervalMs = 1000 / Number(rate);
const result: LiveSendResult = { sentAt: [], answeredAt: [], statuses: [] };
const now = () => performance.timeOrigin + performance.now();

async function post(i: number): Promise<void> {
  const k = Number(first) + i;
  const { sender, recipient } = chatMessageOf(ids.length, k);
  const sentAt = now();
  result.sentAt[i] = sentAt;
  const payload = { profile_id: ids[recipient], client_id: randomUUID(), text: chatTextOf(k, sentAt) };
  const { status, failure } = await postMessage(target, sender, tokens[sender]!, payload);
  result.statuses[i] = status;
  result.answeredAt[i] = now();
  if (failure !== undefined) result.firstFailure ??= failure;
}

const pending: Promise<void>[] = [];
const started = performance.now();
while (pending.length < total) {
  const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
  while (pending.length < due) pending.push(post(pending.length));
  await new Promise((resolve) => setTimeout(resolve, 1));
}
await Promise.all(pending);
agent.destroy();
process.stdout.write(JSON.stringify(result));
