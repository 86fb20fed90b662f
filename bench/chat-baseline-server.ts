import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import pino from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { RedisDomainEventBus } from '../server/events/event-bus.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../shared/constants.ts';
import type { ChatMessage } from '../shared/contracts/chats.ts';
import type { ChatMembers } from './chat-members.ts';

/**
 * The baseline of both chat benches, in its own process: plain node:http, `pg` and `ws`, doing only the irreducible
 * work of a send. POST /api/message.php (cookie `auth`, the client header, JSON {profile_id, client_id, text}): the
 * sender from an in-memory map of the bench's session tokens (no session query), the pair's conversation from memory
 * (created in the send's transaction the first time), then one transaction: conditional UPDATE of the balance,
 * INSERT message, INSERT ledger debit; after commit message.created on the same Redis bus as the app, answered with the
 * app's shape. Sockets at `/?member=<id>` get each message.created for their member, with no session, Origin or
 * policy check. No Fastify, validation library, session cache, rate limit or member-change barrier.
 */
const [, , databaseUrl, port, membersFile, redisUrl, cost] = process.argv;
const { ids, tokens } = JSON.parse(readFileSync(membersFile!, 'utf8')) as ChatMembers;
const memberOf = new Map(tokens.map((token, i) => [token, ids[i]!]));
const messageCredits = Number(cost);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const conversations = new Map<string, string>();

const bus = new RedisDomainEventBus(redisUrl!, pino({ level: 'silent' }));
const byMember = new Map<string, Set<WebSocket>>();
bus.subscribe('message.created', ({ conversationId, senderId, recipientId, message }) => {
  const sockets = byMember.get(recipientId);
  if (!sockets) return;
  const frame = JSON.stringify({
    type: 'message.created',
    conversation_id: conversationId,
    profile_id: senderId,
    message: { ...message, mine: false },
  });
  for (const socket of sockets) socket.send(frame);
});

/** The pair's conversation: from memory, else the existing one, else a new one with both members' rows. */
async function conversationOf(client: pg.PoolClient, senderId: string, recipientId: string): Promise<string> {
  const key = `${senderId} ${recipientId}`;
  const known = conversations.get(key);
  if (known) return known;
  const found = await client.query<{ id: string }>(
    'select conversation_id as id from conversation_members where user_id = $1 and other_user_id = $2',
    [senderId, recipientId],
  );
  let id = found.rows[0]?.id;
  if (!id) {
    id = (await client.query<{ id: string }>('insert into conversations default values returning id')).rows[0]!.id;
    await client.query(
      `insert into conversation_members (conversation_id, user_id, other_user_id) values ($1, $2, $3), ($1, $3, $2)`,
      [id, senderId, recipientId],
    );
  }
  conversations.set(key, id);
  return id;
}

interface Sent {
  conversationId: string;
  credits: number;
  message: ChatMessage;
}

/** The send's one transaction; undefined when the balance is short (nothing written). */
async function send(senderId: string, recipientId: string, clientId: string, text: string): Promise<Sent | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const debit = await client.query<{ credits: number }>(
      'update users set credits = credits - $2 where id = $1 and credits >= $2 returning credits',
      [senderId, messageCredits],
    );
    if (debit.rowCount === 0) {
      await client.query('rollback');
      return undefined;
    }
    const conversationId = await conversationOf(client, senderId, recipientId);
    const inserted = await client.query<{ id: string; created_at: Date }>(
      `insert into messages (conversation_id, sender_id, client_id, kind, body, credits_spent)
       values ($1, $2, $3, 'text', $4, $5) returning id, created_at`,
      [conversationId, senderId, clientId, text, messageCredits],
    );
    const { id, created_at } = inserted.rows[0]!;
    await client.query(`insert into credit_ledger (user_id, delta, reason, reference) values ($1, $2, 'message', $3)`, [
      senderId,
      -messageCredits,
      id,
    ]);
    await client.query('commit');
    const message: ChatMessage = {
      id,
      client_id: clientId,
      mine: true,
      kind: 'text',
      text,
      photo: null,
      gift: null,
      created_at: created_at.toISOString(),
      held: false,
      safety_tip: false,
    };
    return { conversationId, credits: debit.rows[0]!.credits, message };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const cookieToken = (cookie: string | undefined) => /(?:^|;\s*)auth=([^;]+)/.exec(cookie ?? '')?.[1];

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST' || req.url !== '/api/message.php') return answer(404, { code: 'not_found' });
  if (req.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) return answer(403, { code: 'client_header_required' });
  const senderId = memberOf.get(cookieToken(req.headers.cookie) ?? '');
  if (!senderId) return answer(403, { code: 'authentication_required' });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      profile_id: string;
      client_id?: string;
      text: string;
    };
    const clientId = body.client_id ?? randomUUID();
    send(senderId, body.profile_id, clientId, body.text).then(
      async (sent) => {
        if (!sent) return answer(402, { code: 'credits_insufficient' });
        const { conversationId, credits, message } = sent;
        await bus.publish([
          { type: 'message.created', conversationId, senderId, recipientId: body.profile_id, message },
        ]);
        answer(200, { message, conversation: { id: conversationId }, credits });
      },
      (error: unknown) => answer(500, { code: 'internal', message: String(error) }),
    );
  });
});

new WebSocketServer({ server }).on('connection', (socket, request) => {
  const memberId = new URL(request.url!, 'http://baseline').searchParams.get('member')!;
  let sockets = byMember.get(memberId);
  if (!sockets) byMember.set(memberId, (sockets = new Set()));
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.send(JSON.stringify({ type: 'hello' }));
});

await bus.ready;
// The pool's connections open before the first measured send (the app's pool warms during the warm-up, like this).
await Promise.all(Array.from({ length: 20 }, () => pool.connect())).then((clients) =>
  clients.forEach((c) => c.release()),
);
server.listen(Number(port), '127.0.0.1', () => console.log('Serving'));
