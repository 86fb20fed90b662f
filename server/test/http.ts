import { randomInt } from 'node:crypto';

/** What the web client sends with every state-changing request. */
export const CLIENT_HEADERS = { host: 'localhost:3000', 'x-client': 'web' };

/** The session cookie an answer set, ready for a `cookie` header. */
export function authCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'auth');
  if (!cookie) throw new Error('no auth cookie');
  return `auth=${cookie.value}`;
}

/**
 * Distinct client addresses (one block per test file), so that per-IP limits are met only where a test means to. They
 * start at a random place in the block: the Redis tests' limits outlive a run, and a run must not meet its last one's.
 */
export function addresses(block: number) {
  let n = randomInt(60_000);
  return () => {
    n++;
    return `10.${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}
