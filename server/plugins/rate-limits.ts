import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { clientKey } from '../lib/client-address.ts';
import { clockedStore } from './clocked-store.ts';

/**
 * Per-IP limits (login, signup, resets, uploads, reads...), declared on each route as `config.rateLimit` (the reads:
 * read-limits.ts). The address is request.ip: the socket's, or the one the trusted proxies saw (TRUST_PROXY), counted
 * per IPv4 address and per IPv6 /64 (clientKey). With REDIS_URL the counts live in Redis and hold across every
 * instance; without it, in this process, on the app's clock. If Redis is unreachable the limits are skipped rather
 * than the site refused: the per-address login lock and the daily quotas live in the database regardless.
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
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  await redis.ping();
  app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { ...common, redis, nameSpace: 'dating-rate-limit-', skipOnError: true });
}
