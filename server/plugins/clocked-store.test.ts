import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { MAX_KEYS, clockedStore } from './clocked-store.ts';

const WINDOW = 60_000;

function storeOn(clock: { now: number }): FastifyRateLimitStore {
  const Store = clockedStore(() => new Date(clock.now));
  return new Store({} as FastifyRateLimitOptions);
}
const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW, 10),
  );

describe('the in-process store of the per-IP limits', () => {
  it('counts in fixed windows on the given clock', async () => {
    const clock = { now: 1_000_000 };
    const store = storeOn(clock);
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: WINDOW });
    clock.now += 59_000;
    expect(await count(store, 'a')).toEqual({ current: 2, ttl: 1_000 });
    expect(await count(store, 'b')).toEqual({ current: 1, ttl: WINDOW });
    clock.now += 1_000;
    expect(await count(store, 'a')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('forgets the least recently counted key past its size, and keeps counting the others', async () => {
    const clock = { now: 0 };
    const store = storeOn(clock);
    await count(store, 'old');
    await count(store, 'kept');
    for (let n = 0; n < MAX_KEYS - 2; n++) await count(store, `k${n}`);
    await count(store, 'kept'); // used again: now the most recent
    await count(store, 'new');
    expect((await count(store, 'kept')).current).toBe(3);
    expect((await count(store, 'old')).current).toBe(1);
  });

  it('gives each route a store of its own', async () => {
    const store = storeOn({ now: 0 });
    const child = store.child({} as never);
    await count(store, 'a');
    expect((await count(child, 'a')).current).toBe(1);
  });
});
