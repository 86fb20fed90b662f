import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];

/**
 * The per-IP limits' store with REDIS_URL: the counts live in Redis while it answers and in this process (`local`)
 * while it does not, so that an outage neither refuses the site nor lifts the limits. Each switch is logged once.
 */
export function redisOrLocalStore(
  redis: Redis,
  nameSpace: string,
  local: FastifyRateLimitStoreCtor,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let inRedis = true;
  const countingInRedis = (now: boolean) => {
    if (now === inRedis) return;
    inRedis = now;
    if (now) log.info('rate limits counting in Redis again');
    else log.warn('rate limits counting in this process: Redis unreachable');
  };

  class RedisOrLocalStore implements FastifyRateLimitStore {
    constructor(
      private readonly remote: FastifyRateLimitStore,
      private readonly inProcess: FastifyRateLimitStore,
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>) {
      this.remote.incr(
        key,
        (error, result) => {
          countingInRedis(!error);
          if (error) this.inProcess.incr(key, callback, timeWindow, max);
          else callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new RedisOrLocalStore(this.remote.child(routeOptions), this.inProcess.child(routeOptions));
    }
  }

  return class extends RedisOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace),
        new local(options),
      );
    }
  } as FastifyRateLimitStoreCtor;
}
