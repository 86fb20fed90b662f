import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../../shared/constants.ts';
import { creditLedger, messages, sessions, users } from '../../db/schema/index.ts';
import { projectRoot } from '../../lib/paths.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { setCredits } from '../../test/chat.ts';
import { ledgerMismatches } from '../credits/credits.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createSeededTestDatabase } from '../../test/test-db.ts';

/**
 * A send that was answered is never lost: the server process (on PostgreSQL) is killed with SIGKILL as soon as the
 * first of several parallel sends is answered, and started again; every answered message is there, charged once, and
 * no send in flight left half of itself behind.
 */
const database = await createSeededTestDatabase(6);
const dataDir = mkdtempSync(join(tmpdir(), 'dating-sigkill-'));
/** Production needs a mail server (config/safety.ts). */
const smtp = await startSmtpSink();
let server: ChildProcess | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  await smtp.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the server from source on the test database; resolves once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return child;
}

/** POST /api/message.php on the demo site; the answer's status and body (a dropped connection: status 0). */
function send(port: number, token: string, payload: object): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/message.php',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          cookie: `${AUTH_COOKIE}=${token}`,
          [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(body);
  });
}

let senderId: string;
let recipientIds: string[];
const token = randomToken();
beforeAll(async () => {
  const { db } = database;
  const members = await db.select({ id: users.id }).from(users).where(eq(users.fictional, false)).limit(6);
  [senderId, ...recipientIds] = members.map((m) => m.id) as [string, ...string[]];
  await db.update(users).set({ status: 'confirmed', paidUser: true, invisible: false });
  await setCredits(db, senderId, 100);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: senderId, expiresAt: new Date(Date.now() + 3_600_000) });
});

describe('a send that was answered', () => {
  it('survives the server being killed right after the answer', { timeout: 240_000 }, async () => {
    const port = await freePort();
    server = await startServer(port);
    const sends = recipientIds.flatMap((to) =>
      [0, 1].map(() => ({ profile_id: to, client_id: randomUUID(), text: 'Blijft bewaard' })),
    );
    const answered: { id: string; payload: (typeof sends)[number] }[] = [];
    await new Promise<void>((resolve) => {
      let left = sends.length;
      for (const payload of sends) {
        void send(port, token, payload).then(({ status, body }) => {
          if (status === 200) {
            answered.push({ id: JSON.parse(body).message.id as string, payload });
            server?.kill('SIGKILL');
          }
          if (--left === 0) resolve();
        });
      }
    });
    await new Promise((resolve) =>
      server!.exitCode !== null || server!.signalCode ? resolve(null) : server!.once('exit', resolve),
    );
    expect(answered.length).toBeGreaterThan(0);

    server = await startServer(port);
    const { db } = database;
    const stored = await db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, senderId));
    expect(stored.map((m) => m.id)).toEqual(expect.arrayContaining(answered.map((a) => a.id)));
    const debits = await db
      .select()
      .from(creditLedger)
      .where(
        inArray(
          creditLedger.reference,
          stored.map((m) => m.id),
        ),
      );
    expect(debits).toHaveLength(stored.length);
    expect(await ledgerMismatches(db)).toEqual([]);
    // The restarted server answers a repeated send of an answered message with that message, charged once.
    const [first] = answered;
    const again = await send(port, token, first!.payload);
    expect([again.status, JSON.parse(again.body).message.id]).toEqual([200, first!.id]);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.reference, first!.id))).toHaveLength(1);
    server.kill('SIGKILL');
  });
});
