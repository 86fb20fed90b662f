import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { loginDemo } from '../test/login.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** PostgreSQL "stops" for this app only: it reaches the shared server through a proxy the test cuts. */
let proxy: TcpProxy;
let t: TestApp;
let cookie: string;
const newIp = addresses(86);

beforeAll(async () => {
  proxy = await new TcpProxy(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432)).start();
  t = await createTestApp({}, { memberCount: 2, reach: proxy.reach });
  cookie = (await loginDemo(t.app, newIp())).cookie;
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined); // listening again if a test left it cut
  await t.close();
  await proxy.close();
});

const probe = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: '10.9.8.7' } });
const chats = (language: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/chats.php',
    headers: { ...CLIENT_HEADERS, cookie, 'accept-language': language },
    remoteAddress: newIp(),
  });

/** Asks /readyz until it answers `status`; the seconds that took. */
async function readyzBecomes(status: number): Promise<number> {
  const started = performance.now();
  await expect.poll(async () => (await probe('/readyz')).statusCode, { timeout: 20_000, interval: 100 }).toBe(status);
  return (performance.now() - started) / 1000;
}

describe('PostgreSQL stopped and back', () => {
  it('/readyz goes 503 within seconds and back to 200; /healthz stays 200; members get 503, Retry-After and the text', async () => {
    expect((await probe('/readyz')).statusCode).toBe(200);
    expect((await chats('nl')).statusCode).toBe(200);

    await proxy.cut();
    // A balancer polling every 2 s takes the instance out at its next poll: well under 5 s, even on a loaded machine.
    expect(await readyzBecomes(503)).toBeLessThan(5);
    expect((await probe('/readyz')).json()).toEqual({
      status: 'unavailable',
      failed: expect.arrayContaining(['database']),
    });
    expect((await probe('/healthz')).statusCode).toBe(200);
    const inDutch = await chats('nl');
    expect([inDutch.statusCode, inDutch.headers['retry-after'], inDutch.json()]).toEqual([
      503,
      '5',
      {
        statusCode: 503,
        code: 'service_unavailable',
        message: 'De site is tijdelijk niet beschikbaar, probeer het later opnieuw.',
      },
    ]);
    const inEnglish = await chats('en');
    expect([inEnglish.statusCode, inEnglish.json().message]).toEqual([
      503,
      'The site is temporarily unavailable, please try again later.',
    ]);
    expect((await probe('/healthz')).statusCode).toBe(200);

    await proxy.restore();
    expect(await readyzBecomes(200)).toBeLessThan(10);
    expect((await probe('/readyz')).json()).toEqual({ status: 'ready' });
    expect((await chats('nl')).statusCode).toBe(200);
  });
});
