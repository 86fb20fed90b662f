import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import { type ChatMembers, senderAddress } from './chat-members.ts';
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
const total = Number(count);
const intervalMs = 1000 / Number(rate);
const result: LiveSendResult = { sentAt: [], answeredAt: [], statuses: [] };
const now = () => performance.timeOrigin + performance.now();

function post(i: number): Promise<void> {
  const k = Number(first) + i;
  const { sender, recipient } = chatMessageOf(ids.length, k);
  const sentAt = now();
  result.sentAt[i] = sentAt;
  const body = JSON.stringify({ profile_id: ids[recipient], client_id: randomUUID(), text: chatTextOf(k, sentAt) });
  return new Promise((resolve) => {
    const done = (status: number, failure?: string) => {
      result.statuses[i] = status;
      result.answeredAt[i] = now();
      if (failure !== undefined) result.firstFailure ??= failure;
      resolve();
    };
    const req = request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/api/message.php',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `auth=${tokens[sender]}`,
          [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
          'x-forwarded-for': senderAddress(sender),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          done(status, status >= 300 ? `${status} ${Buffer.concat(chunks).toString()}` : undefined);
        });
      },
    );
    req.on('error', (error) => done(0, error.message));
    req.end(body);
  });
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
