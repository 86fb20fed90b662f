import { type IncomingMessage, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { siteDomains, sites, users } from '../db/schema/index.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { loginDemo } from '../test/login.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;
interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** Set by node:http per connection and moment, not by the answer; and the request's own id. */
const PER_CONNECTION = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'];
const HOST = { host: 'localhost:3000' };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: 'x-country' });
  // A second site on its own host: a session of the demo site is nobody there.
  const [demo] = await t.database.db.select().from(sites).limit(1);
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...demo!, id: undefined, domain: 'other.example', baseUrl: 'https://other.example' })
    .returning({ id: sites.id });
  await t.database.db.insert(siteDomains).values({ host: 'other.example', siteId: other!.id });
  await t.app.services.sites.reload();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function withoutPerConnection(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));
}

/** The answer over a real connection: through the lane when it takes the request. */
function overHttp(path: string, headers: Headers, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: withoutPerConnection(res.headers), body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** GETs of `paths` sent at once on one kept-alive connection, and the answers read back from it in turn. */
function pipelined(paths: string[]): Promise<{ status: number; body: Buffer }[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answers: { status: number; body: Buffer }[] = [];
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const headEnd = received.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = received.subarray(0, headEnd).toString('latin1');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)![1]);
        if (received.length < headEnd + 4 + length) return;
        answers.push({
          status: Number(head.split(' ')[1]),
          body: received.subarray(headEnd + 4, headEnd + 4 + length),
        });
        received = received.subarray(headEnd + 4 + length);
        if (answers.length === paths.length) {
          socket.end();
          return resolve(answers);
        }
      }
    });
    socket.on('error', reject);
    socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: ${HOST.host}\r\n\r\n`).join(''));
  });
}

/** The answer of Fastify's route: an injected request never passes the lane. */
async function fromFastify(path: string, headers: Headers, method: 'GET' | 'HEAD' = 'GET'): Promise<Answer> {
  const res = await t.app.inject({ method, url: path, headers });
  return { status: res.statusCode, headers: withoutPerConnection(res.headers), body: res.rawPayload };
}

const lanes = (path: string, headers: Headers, method = 'GET') =>
  t.app.fastLane.answer({ method, url: path, headers } as unknown as IncomingMessage) !== undefined;

/** The lane's answer is the route's: status, every header but the connection's, and the bytes. */
async function expectSameAnswer(path: string, headers: Headers) {
  const [lane, route] = [await overHttp(path, headers), await fromFastify(path, headers)];
  expect(lane.status).toBe(route.status);
  expect(lane.headers).toEqual(route.headers);
  expect(lane.body.equals(route.body)).toBe(true);
  return lane;
}

describe('GET /api/settings.php in the fast lane', () => {
  const variants: [string, Headers][] = [
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip only', { 'accept-encoding': 'gzip' }],
    ['gzip preferred by weight', { 'accept-encoding': 'br;q=0.5, gzip' }],
    ['any encoding', { 'accept-encoding': '*' }],
    ['a saved language and a GeoIP country', { cookie: `${LANGUAGE_COOKIE}=de`, 'x-country': 'BE' }],
  ];
  it.each(variants)('answers as the route does: %s', async (_name, extra) => {
    const headers = { ...HOST, ...extra };
    expect(lanes('/api/settings.php', headers)).toBe(true);
    const answer = await expectSameAnswer('/api/settings.php', headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it('compresses once per variant: the same bytes every time, smaller than the JSON', async () => {
    const headers = { ...HOST, 'accept-encoding': 'br' };
    const [first, second] = [
      await overHttp('/api/settings.php', headers),
      await overHttp('/api/settings.php', headers),
    ];
    const plain = await overHttp('/api/settings.php', HOST);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.body.equals(second.body)).toBe(true);
    expect(first.body.length).toBeLessThan(plain.body.length);
  });

  it('answers requests pipelined on one kept-alive connection, each in full and in order', async () => {
    const answers = await pipelined(['/api/settings.php', '/api/settings.php?country=BE', '/api/settings.php']);
    const [first, routed, third] = answers;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(third!.body.equals(first!.body)).toBe(true);
    expect(first!.body.equals((await fromFastify('/api/settings.php', HOST)).body)).toBe(true);
    expect(routed!.body.equals((await fromFastify('/api/settings.php?country=BE', HOST)).body)).toBe(true);
  });

  const declined: [string, string, Headers][] = [
    ['a query (the route validates it)', '/api/settings.php?country=BE', HOST],
    ['a hostile Host', '/api/settings.php', { host: 'evil.example' }],
    ['a forwarded host', '/api/settings.php', { ...HOST, 'x-forwarded-host': 'other.example' }],
    ['an encoded path', '/api/settings%2Ephp', HOST],
    ['a NUL byte in the path', '/api/settings.php%00', HOST],
  ];
  it.each(declined)('leaves %s to Fastify, which answers as before', async (_name, path, headers) => {
    expect(lanes(path, headers)).toBe(false);
    await expectSameAnswer(path, headers);
  });

  it('answers only GET: HEAD and POST go to Fastify', async () => {
    expect(lanes('/api/settings.php', HOST, 'HEAD')).toBe(false);
    expect(lanes('/api/settings.php', HOST, 'POST')).toBe(false);
    const head = await overHttp('/api/settings.php', HOST, 'HEAD');
    expect(head.status).toBe((await fromFastify('/api/settings.php', HOST, 'HEAD')).status);
  });
});

describe('GET /api/user.php in the fast lane', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await loginDemo(t.app, '10.91.0.1'));
    // The route's own lookup keeps the session in memory; from then on the lane answers.
    expect((await fromFastify('/api/user.php', { ...HOST, cookie })).status).toBe(200);
  });

  it('answers a cached session as the route does', async () => {
    const headers = { ...HOST, cookie, 'accept-encoding': 'gzip, deflate, br' };
    expect(lanes('/api/user.php', headers)).toBe(true);
    const answer = await expectSameAnswer('/api/user.php', headers);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ email: 'demo@example.com' });
    // The member's own account: for their browser only, the lane's answer as the route's.
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a visitor, another site and an unknown session to Fastify, which refuses them', async () => {
    const cases: Headers[] = [HOST, { host: 'other.example', cookie }, { ...HOST, cookie: 'auth=forged' }];
    for (const headers of cases) {
      expect(lanes('/api/user.php', headers)).toBe(false);
      expect((await expectSameAnswer('/api/user.php', headers)).status).toBe(403);
    }
  });

  it('stops answering a session the moment it is logged out', async () => {
    const { cookie: ended } = await loginDemo(t.app, '10.91.0.2');
    await fromFastify('/api/user.php', { ...HOST, cookie: ended });
    expect(lanes('/api/user.php', { ...HOST, cookie: ended })).toBe(true);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { ...CLIENT_HEADERS, cookie: ended },
    });
    expect(out.statusCode).toBe(200);
    expect(lanes('/api/user.php', { ...HOST, cookie: ended })).toBe(false);
    expect((await overHttp('/api/user.php', { ...HOST, cookie: ended })).status).toBe(403);
  });

  it('stops answering a member who was deleted', async () => {
    const { cookie: gone, id } = await loginDemo(t.app, '10.91.0.3');
    await fromFastify('/api/user.php', { ...HOST, cookie: gone });
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, id));
    await t.settled();
    expect(lanes('/api/user.php', { ...HOST, cookie: gone })).toBe(false);
    expect((await overHttp('/api/user.php', { ...HOST, cookie: gone })).status).toBe(403);
  });
});
