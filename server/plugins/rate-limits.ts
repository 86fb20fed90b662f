import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-IP limits (login, signup, resets, uploads...), declared on each route as `config.rateLimit`. The address is
 * request.ip: the socket's, or the one the trusted proxies saw (TRUST_PROXY). With REDIS_URL the counts live in
 * Redis and hold across every instance; without it, in this process. If Redis is unreachable the limits are skipped
 * rather than the site refused: the per-address login lock and the daily quotas live in the database regardless.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  await redis.ping();
  app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, redis, nameSpace: 'dating-rate-limit-', skipOnError: true });
}
