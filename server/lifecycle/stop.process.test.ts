import { type IncomingMessage, Agent, get, request } from 'node:http';
import { type Server, type Socket, createServer } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE, CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/constants.ts';
import { DEMO_LOGIN } from '../db/seed/demo-site.ts';
import { jobs, sessions, users } from '../db/schema/index.ts';
import { enqueue } from '../jobs/job-definition.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { passwordResetMailJob } from '../modules/accounts/accounts.jobs.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { seededServerData } from '../test/server-process.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';

/**
 * SIGTERM on the real server process (server/lifecycle/stop.ts): idle keep-alive connections do not hold it, requests
 * under way finish or are cut and named at the deadline, WebSockets close with 1001, and a hung mail server with a
 * backlog of mails does not keep it past the default 10 s. Exit times are measured here, from the signal.
 */
const data = await seededServerData(3);
const smtp = await startSmtpSink();
afterAll(async () => {
  await data.close();
  await smtp.close();
});

/** The demo member's id and a session cookie for them. */
const demo = await data.change(async (db) => {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  const token = randomToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: member!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { id: member!.id, cookie: `${AUTH_COOKIE}=${token}` };
});

const production = (variables: Record<string, string> = {}) =>
  data.start({ NODE_ENV: 'production', SMTP_URL: smtp.url, ...variables });

/** A login whose body arrives in two parts: `rest()` sends the second; `answer` is what comes back (status 0: cut). */
function slowLogin(port: number) {
  const body = JSON.stringify(DEMO_LOGIN);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/user.php',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
    },
  });
  const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve) => {
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.once('error', () => resolve({ status: 0, body: text }));
    });
    req.once('error', () => resolve({ status: 0, body: '' }));
  });
  req.flushHeaders();
  req.write(body.slice(0, 10));
  return { answer, rest: () => req.end(body.slice(10)) };
}

/** The stop's last log line (pino JSON). */
function endLine(output: string): { msg: string; cut?: string[] } {
  const line = output.split('\n').find((text) => text.includes('"msg":"stopped in'));
  return JSON.parse(line ?? '{}') as { msg: string; cut?: string[] };
}

describe('SIGTERM', () => {
  it('with an idle keep-alive connection open exits at once, cleanly', { timeout: 180_000 }, async () => {
    const server = await production({ STOP_TIMEOUT_SECONDS: '30' });
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      get(
        { host: '127.0.0.1', port: server.port, path: '/api/settings.php', agent, headers: { host: 'localhost' } },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        },
      ).once('error', reject);
    });
    expect(status).toBe(200);
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const { code, ms } = await server.stop();
    console.log(`idle keep-alive: exited ${code} in ${ms} ms; ${endLine(server.output()).msg}`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5_000);
    expect(server.output()).toContain('stopping: 1 connections, 0 sockets');
    expect(endLine(server.output()).msg).toMatch(/^stopped in \d\.\d s$/);
    agent.destroy();
  });

  it(
    'lets a request under way finish, and cuts and names one still running at the deadline',
    { timeout: 180_000 },
    async () => {
      const server = await production({ STOP_TIMEOUT_SECONDS: '3' });
      const finishing = slowLogin(server.port);
      const hanging = slowLogin(server.port);
      await server.waitForOutput('"url":"/api/user.php"');

      const stopped = server.stop();
      await server.waitForOutput('stopping: 2 connections, 0 sockets');
      finishing.rest();
      const answer = await finishing.answer;
      const { code, ms } = await stopped;
      console.log(`in-flight requests, deadline 3 s: exited ${code} in ${ms} ms; ${endLine(server.output()).msg}`);

      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ id: demo.id });
      expect(answer.connection).toBe('close');
      expect((await hanging.answer).status).toBe(0);
      expect(code).toBe(1);
      expect(ms).toBeLessThan(4_000);
      expect(endLine(server.output())).toMatchObject({
        msg: expect.stringMatching(/^stopped in \d\.\d s, cut: POST \/api\/user.php \(running \d\.\d s\)$/),
        cut: [expect.stringMatching(/^POST \/api\/user.php/)],
      });
    },
  );

  it('followed by a second signal exits at once', { timeout: 180_000 }, async () => {
    const server = await production({ STOP_TIMEOUT_SECONDS: '60' });
    const hanging = slowLogin(server.port);
    await server.waitForOutput('"url":"/api/user.php"');
    const first = server.stop();
    await server.waitForOutput('stopping: 1 connections, 0 sockets');
    const { code, ms } = await server.stop('SIGINT');
    await first;
    console.log(`second signal: exited ${code} in ${ms} ms`);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5_000);
    expect(server.output()).toContain('second signal while stopping: exiting now');
    expect((await hanging.answer).status).toBe(0);
  });

  it('closes an open WebSocket with 1001, Going Away', { timeout: 180_000 }, async () => {
    const server = await production();
    // The server points the demo's base URL at its own port when it starts (server/modules/sites/local-origin.ts).
    const tab = await openLiveSocket(server.port, { cookie: demo.cookie, origin: `http://localhost:${server.port}` });
    expect(await tab.next()).toEqual({ type: 'hello' });

    const { code, ms } = await server.stop();
    console.log(`open WebSocket: exited ${code} in ${ms} ms; ${endLine(server.output()).msg}`);
    expect(await tab.closed).toBe(1001);
    expect(code).toBe(0);
    expect(server.output()).toContain('stopping: 0 connections, 1 sockets');
  });

  it(
    'with a hung mail server and 50 mails waiting exits cleanly within 10 s, handing the mails back',
    { timeout: 180_000 },
    async () => {
      const accepted: Socket[] = [];
      // Accepts and never says a word: no SMTP greeting ever comes.
      const hung: Server = createServer((socket) => accepted.push(socket));
      await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
      const { port: smtpPort } = hung.address() as { port: number };
      await data.change(async (db) => {
        for (let i = 0; i < 50; i++)
          await enqueue(db, passwordResetMailJob, { userId: demo.id, url: `http://localhost/r/${i}` });
      });
      const server = await production({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      await expect.poll(() => accepted.length, { timeout: 30_000 }).toBeGreaterThan(0);

      const { code, ms } = await server.stop();
      console.log(`hung SMTP, 50 mails: exited ${code} in ${ms} ms; ${endLine(server.output()).msg}`);
      expect(ms).toBeLessThan(10_000);
      expect(code).toBe(0);
      // Every mail not sent is due again now, for another instance: none is left leased for minutes.
      const waiting = await data.change((db) =>
        db
          .select({ runAt: jobs.runAt })
          .from(jobs)
          .where(and(eq(jobs.kind, 'mail.password_reset'), isNull(jobs.doneAt))),
      );
      expect(waiting).toHaveLength(50);
      expect(waiting.filter(({ runAt }) => runAt.getTime() > Date.now())).toEqual([]);
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    },
  );
});
