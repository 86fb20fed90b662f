import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../test/http.ts';
import { RedisProcess } from '../test/redis-process.ts';
import { registerRateLimits } from './rate-limits.ts';

/** Per-IP limits with REDIS_URL while Redis goes away and comes back: counted all along, each switch said once. */
const MAX = 3;
const messages: string[] = [];
const stream = new Writable({
  write: (chunk: Buffer, _encoding, done) => void (messages.push(JSON.parse(chunk.toString()).msg), done()),
});
const switches = () => messages.filter((message) => message.startsWith('rate limits counting'));
const nextAddress = addresses(211);

let server: RedisProcess;
let app: FastifyInstance;
let inspector: Redis;
beforeAll(async () => {
  server = await RedisProcess.start();
  app = Fastify({ logger: { level: 'info', stream } });
  await registerRateLimits(app, server.url);
  app.post('/limited', { config: { rateLimit: { max: MAX, timeWindow: '1 minute' } } }, async () => 'ok');
  await app.ready();
  inspector = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  inspector.on('error', () => undefined); // it reconnects by itself once Redis is back
});
afterAll(async () => {
  inspector.disconnect();
  await app.close();
  await server.kill();
});

/** The statuses of MAX + 1 requests from one new address, each answered well within a second. */
async function limitedRun(from = nextAddress()): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i <= MAX; i++) {
    const start = performance.now();
    statuses.push((await app.inject({ method: 'POST', url: '/limited', remoteAddress: from })).statusCode);
    expect(performance.now() - start).toBeLessThan(1000);
  }
  return statuses;
}
const keysOf = async (address: string) => inspector.keys(`*${address}`);
const LIMITED = [...Array(MAX).fill(200), 429];

describe('per-IP limits when Redis fails', () => {
  it('count in Redis, then in this process while Redis is away, then in Redis again', async () => {
    const first = nextAddress();
    expect(await limitedRun(first)).toEqual(LIMITED);
    expect(await keysOf(first)).toHaveLength(1);
    expect(switches()).toEqual([]);

    await server.kill();
    expect(await limitedRun()).toEqual(LIMITED);
    expect(await limitedRun()).toEqual(LIMITED);
    expect(switches()).toEqual(['rate limits counting in this process: Redis unreachable']);

    await server.restart();
    // Redis is empty now: a request counted in Redis leaves its key there.
    await expect
      .poll(
        async () => {
          const probe = nextAddress();
          await app.inject({ method: 'POST', url: '/limited', remoteAddress: probe });
          return keysOf(probe);
        },
        { timeout: 20_000, interval: 100 },
      )
      .toHaveLength(1);
    const last = nextAddress();
    expect(await limitedRun(last)).toEqual(LIMITED);
    expect(await inspector.get((await keysOf(last))[0]!)).toBe(String(MAX + 1));
    expect(switches()).toEqual([
      'rate limits counting in this process: Redis unreachable',
      'rate limits counting in Redis again',
    ]);
  });
});
