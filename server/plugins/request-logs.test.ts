import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH } from '../../shared/realtime.ts';
import { DEMO_BASE_URL } from '../db/seed/demo-site.ts';
import { confirmedPremiumMembers, sendMessage, setCredits } from '../test/chat.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

type Line = Record<string, unknown> & { reqId?: string; msg?: string };

const PROXY = '10.20.0.1';
const CLIENT = '192.0.2.7';
const SECRETS = {
  cookie: 'cookie-secret-4242',
  bearer: 'bearer-secret-4242',
  token: 'token-secret-4242',
  parameter: 'parameter-secret-4242',
  text: 'message text that stays private 4242',
};

let t: TestApp;
let webDir: string;
const lines: Line[] = [];
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1);');
  t = await createTestApp(
    { LOG_LEVEL: 'info', TRUST_PROXY: { addresses: ['10.20.0.0/16'] } },
    { webDir, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
  );
  // A handler whose query fails with a parameter, as a route's would: PostgreSQL cannot read it as a number.
  t.app.get('/test/failing-query', { config: { auth: 'none' } }, async () => {
    await t.database.db.execute(sql`select ${SECRETS.parameter}::int`);
    return {};
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('request ids', () => {
  it('takes a trusted proxy’s X-Request-Id, returns it and puts it on every line of the request', async () => {
    const before = lines.length;
    const res = await t.app.inject({
      url: '/test/failing-query',
      headers: { host: 'localhost:3000', 'x-request-id': 'lb-7f3a.1:2' },
      remoteAddress: PROXY,
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.1:2');
    // Every line the app wrote while answering is one of the request's own.
    expect(lines.slice(before).map((line) => [line.reqId, line.msg])).toEqual([
      ['lb-7f3a.1:2', 'incoming request'],
      ['lb-7f3a.1:2', 'unhandled error'],
      ['lb-7f3a.1:2', 'request completed'],
    ]);
  });

  it('gives a random id to a request from anyone else, and to a proxy’s id that is not sane', async () => {
    const fromClient = await t.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost:3000', 'x-request-id': 'chosen-by-client' },
      remoteAddress: CLIENT,
    });
    const insane = await t.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost:3000', 'x-request-id': 'two words\u2028' },
      remoteAddress: PROXY,
    });
    for (const res of [fromClient, insane]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(res.headers['x-request-id'] as string)).toHaveLength(2);
    }
    expect(fromClient.headers['x-request-id']).not.toBe(insane.headers['x-request-id']);
  });

  it('returns the id on a 404, a refused request and a bad body', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/no/such/path', headers: { host: 'localhost:3000' } }),
      t.app.inject({ method: 'POST', url: '/api/user.php', headers: { host: 'localhost:3000' }, payload: {} }),
      t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
        payload: '{',
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 403, 400]);
    for (const res of answers) expect(linesOf(res.headers['x-request-id'] as string)).toHaveLength(2);
  });

  it('returns the id with a static file, the fast lane’s answer and the WebSocket upgrade', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const host = new URL(DEMO_BASE_URL).host;
    const [asset, settings] = await Promise.all(
      ['/assets/app-1.js', '/api/settings.php'].map((path) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { host } }),
      ),
    );
    expect(asset!.status).toBe(200);
    expect(settings!.status).toBe(200);
    const [member] = await confirmedPremiumMembers(t, 1);
    const upgrade = (cookie?: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
          headers: { host, ...(cookie ? { cookie } : {}) },
          origin: DEMO_BASE_URL,
        });
        socket.once('upgrade', (response) => {
          resolve(response);
          socket.close();
        });
        socket.once('unexpected-response', (request, response) => {
          resolve(response);
          request.destroy();
        });
        socket.on('error', (error) => socket.readyState === WebSocket.CONNECTING && reject(error));
      });
    const [opened, refused] = [await upgrade(member!.cookie), await upgrade()];
    expect([opened.statusCode, refused.statusCode]).toEqual([101, 403]);
    const ids = [asset!, settings!].map((res) => res.headers.get('x-request-id'));
    ids.push(...[opened, refused].map((res) => res.headers['x-request-id'] as string));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('what logs never hold', () => {
  it('holds no cookie, authorization, token, query parameter or message text', async () => {
    await t.app.inject({
      url: `/api/user.php?token=${SECRETS.token}`,
      headers: { host: 'localhost:3000', cookie: `auth=${SECRETS.cookie}`, authorization: `Bearer ${SECRETS.bearer}` },
    });
    await t.app.inject({ url: `/api/activate.php?token=${SECRETS.token}&x=1`, headers: { host: 'localhost:3000' } });
    await t.app.inject({ url: '/test/failing-query', headers: { host: 'localhost:3000' } });
    const [from, to] = await confirmedPremiumMembers(t, 2);
    await setCredits(t.database.db, from!.id, 100);
    const sent = await sendMessage(t, from!, { profile_id: to!.id, text: SECRETS.text });
    expect(sent.statusCode).toBe(200);
    // What event-bus.ts logs when Redis refuses an event: the event itself.
    t.app.log.error({ event: { type: 'message.created', text: SECRETS.text } }, 'domain event not published');

    const written = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of Object.values(SECRETS)) expect(written).not.toContain(secret);
    expect(written).toContain('/api/activate.php?token=***&x=1');
    const failure = lines.findLast((line) => line.msg === 'unhandled error')!.err as Record<string, string>;
    expect(failure.type).toBe('DrizzleQueryError');
    expect(failure.message).toContain('Failed query: select $1::int');
    expect(failure.message).toContain('invalid input syntax for type integer');
    expect(lines.at(-1)!.event).toEqual({ type: 'message.created' });
  });
});
