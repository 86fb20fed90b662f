import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisProcess } from '../test/redis-process.ts';
import { REDIS_COMMAND_TIMEOUT_MS, connectRedis, firstAttempt } from './redis.ts';

/** The log lines written so far, parsed. */
const lines: { level: number; msg: string; redis: string }[] = [];
const log = pino(
  { level: 'debug' },
  new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(JSON.parse(chunk.toString())), done()) }),
);
const said = () => lines.filter((line) => line.level >= 30).map((line) => `${line.redis}: ${line.msg}`);

let server: RedisProcess;
beforeAll(async () => {
  server = await RedisProcess.start();
});
afterAll(() => server.kill());

describe('a Redis connection', () => {
  it('fails commands at once while Redis is away, says so once, and is back without help when Redis is', async () => {
    const redis = connectRedis(server.url, log, 'test');
    await firstAttempt(redis);
    expect(await redis.ping()).toBe('PONG');

    await server.kill();
    let errors = 0;
    redis.on('error', () => errors++);
    // Several reconnect attempts have failed: still one line.
    await expect.poll(() => errors, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const start = performance.now();
    await expect(redis.ping()).rejects.toThrow();
    expect(performance.now() - start).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
    expect(said()).toEqual(['test: Redis unreachable, reconnecting']);

    await server.restart();
    await expect.poll(() => redis.status, { timeout: 20_000 }).toBe('ready');
    expect(await redis.ping()).toBe('PONG');
    expect(said()).toEqual(['test: Redis unreachable, reconnecting', 'test: Redis reachable again']);
    redis.disconnect();
  });

  it('lets boot go on when Redis is away from the start', async () => {
    await server.kill();
    const redis = connectRedis(server.url, log, 'absent');
    await firstAttempt(redis);
    expect(redis.status).not.toBe('ready');
    redis.disconnect();
    await server.restart();
  });
});
