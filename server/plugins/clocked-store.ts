import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts kept per store, the least recently counted dropped first (as the library's own store keeps 5000). */
export const MAX_KEYS = 10_000;

interface Count {
  current: number;
  startMs: number;
}

/**
 * The in-process store of the per-IP limits (without Redis), fixed windows as @fastify/rate-limit's own LocalStore
 * counts them, but on the app's clock: a test moves the clock to pass a window instead of waiting for it.
 */
export function clockedStore(clock: () => Date): FastifyRateLimitStoreCtor {
  class ClockedStore implements FastifyRateLimitStore {
    private readonly counts = new Map<string, Count>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      const now = clock().getTime();
      let count = this.counts.get(key);
      if (!count || count.startMs + windowMs <= now) count = { current: 0, startMs: now };
      count.current += 1;
      this.counts.delete(key); // re-inserted last: the Map's order is the order of last use
      this.counts.set(key, count);
      if (this.counts.size > MAX_KEYS) this.counts.delete(this.counts.keys().next().value!);
      callback(null, { current: count.current, ttl: count.startMs + windowMs - now });
    }

    child(): FastifyRateLimitStore {
      return new ClockedStore();
    }
  }
  return ClockedStore as unknown as FastifyRateLimitStoreCtor;
}
