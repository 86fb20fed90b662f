import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const entry = (userId: string, sessionExpiresAt = 10_000) => ({ row: { userId }, userId, sessionExpiresAt });

describe('SessionCache', () => {
  it('answers a stored row until the session runs out', () => {
    const cache = new SessionCache<{ userId: string }>();
    cache.set('t1', entry('u1', 5_000), 0, cache.version);
    expect(cache.get('t1', 4_999)).toEqual({ userId: 'u1' });
    expect(cache.get('t1', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a row no longer than its maximum age', () => {
    const cache = new SessionCache<{ userId: string }>(10, 1_000);
    cache.set('t1', entry('u1'), 0, cache.version);
    expect(cache.get('t1', 999)).toBeDefined();
    expect(cache.get('t1', 1_000)).toBeUndefined();
  });

  it('drops every session of a member at once', () => {
    const cache = new SessionCache<{ userId: string }>();
    cache.set('t1', entry('u1'), 0, cache.version);
    cache.set('t2', entry('u1'), 0, cache.version);
    cache.set('t3', entry('u2'), 0, cache.version);
    expect(cache.memberOf('t2')).toBe('u1');
    cache.evictMember('u1');
    expect([cache.get('t1', 1), cache.get('t2', 1), cache.get('t3', 1)]).toEqual([
      undefined,
      undefined,
      { userId: 'u2' },
    ]);
  });

  it('does not store a row read before an eviction (it may predate the change)', () => {
    const cache = new SessionCache<{ userId: string }>();
    const version = cache.version;
    cache.evictMember('u1');
    cache.set('t1', entry('u1'), 0, version);
    expect(cache.get('t1', 1)).toBeUndefined();
    cache.set('t1', entry('u1'), 0, cache.version);
    expect(cache.get('t1', 1)).toBeDefined();
  });

  it('forgets everything on clear (missed announcements)', () => {
    const cache = new SessionCache<{ userId: string }>();
    cache.set('t1', entry('u1'), 0, cache.version);
    cache.clear();
    expect(cache.get('t1', 1)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache<{ userId: string }>(2);
    cache.set('t1', entry('u1'), 0, cache.version);
    cache.set('t2', entry('u2'), 0, cache.version);
    cache.set('t3', entry('u3'), 0, cache.version);
    expect(cache.size).toBe(2);
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(cache.get('t3', 1)).toBeDefined();
  });
});
