import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a command may take before it fails: a request never waits on Redis longer than this. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** The longest pause between two reconnect attempts; the client keeps trying for as long as the process runs. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * A connection to Redis that never holds anything up: it connects in the background and keeps reconnecting (backing
 * off to MAX_RECONNECT_DELAY_MS), a command fails at once while Redis is away (no offline queue) and after
 * REDIS_COMMAND_TIMEOUT_MS when it hangs. Its comings and goings are logged through `log`, one line each way (not one
 * per retry); `name` says which connection it is.
 */
export function connectRedis(url: string, log: FastifyBaseLogger, name: string): Redis {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  const connectionLog = log.child({ redis: name });
  let up: boolean | undefined;
  const wentAway = (error?: Error) => {
    if (up !== false) connectionLog.warn({ reason: error?.message }, 'Redis unreachable, reconnecting');
    up = false;
  };
  redis.on('error', wentAway);
  redis.on('reconnecting', () => wentAway());
  redis.on('ready', () => {
    if (up === false) connectionLog.info('Redis reachable again');
    else connectionLog.debug('Redis connected');
    up = true;
  });
  redis.on('end', () => connectionLog.debug('Redis connection closed'));
  return redis;
}

/** Resolves once the connection's first attempt has ended, either way: boot waits that long for Redis, no longer. */
export function firstAttempt(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      redis.off('ready', done).off('error', done);
      resolve();
    };
    redis.once('ready', done).once('error', done);
  });
}
