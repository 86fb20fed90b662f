import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../lib/client-address.ts';
import { connectRedis, firstAttempt } from '../lib/redis.ts';
import { clockedStore } from './clocked-store.ts';
import { redisOrLocalStore } from './redis-or-local-store.ts';

/**
 * Per-IP limits (login, signup, resets, uploads, reads...), declared on each route as `config.rateLimit` (the reads:
 * read-limits.ts). The address is request.ip: the socket's, or the one the trusted proxies saw (TRUST_PROXY), counted
 * per IPv4 address and per IPv6 /64 (clientKey). With REDIS_URL the counts live in Redis and hold across every
 * instance, and in this process while Redis is unreachable (redis-or-local-store.ts); without it, in this process.
 * The counts in this process run on the app's clock. Boot waits for Redis's first answer (a second at most), no more.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
  clock: () => Date = () => new Date(),
): Promise<void> {
  const common = { global: false, keyGenerator: (request: { ip: string }) => clientKey(request.ip) };
  if (!redisUrl) {
    await app.register(rateLimit, { ...common, store: clockedStore(clock) });
    return;
  }
  const redis = connectRedis(redisUrl, app.log, 'rate limits');
  app.addHook('onClose', async () => redis.disconnect());
  await firstAttempt(redis);
  const store = redisOrLocalStore(redis, 'dating-rate-limit-', clockedStore(clock), app.log);
  await app.register(rateLimit, { ...common, store });
}
