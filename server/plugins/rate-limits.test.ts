import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config/trust-proxy.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/**
 * Per-IP limits behind a proxy: the address is the one the trusted proxies saw, never the left-most
 * X-Forwarded-For value the client wrote, so rotating that value does not open a fresh bucket.
 */
const RESET_LIMIT = 10;
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appTrusting(trust: TrustProxy) {
  const app = await createTestApp({ TRUST_PROXY: trust }, { memberCount: 2 });
  apps.push(app);
  return app;
}

/** One reset request (per-IP limit RESET_LIMIT an hour) from socket `from` with the given X-Forwarded-For. */
const reset = (t: TestApp, from: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset.php',
    headers: { ...CLIENT_HEADERS, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email: 'nobody@example.com' },
    remoteAddress: from,
  });

const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const answers = [];
  for (const request of requests) answers.push((await request()).statusCode);
  return answers;
};

describe('per-IP limits behind proxies', () => {
  let hops: TestApp;
  let listed: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    hops = await appTrusting({ hops: 1 });
    listed = await appTrusting({ addresses: ['10.0.0.1'] });
    direct = await appTrusting(false);
  });

  it('keys on the address the one trusted proxy saw, whatever the client writes before it', async () => {
    const rotating = Array.from(
      { length: RESET_LIMIT + 1 },
      (_, i) => () => reset(hops, '10.0.0.1', `9.9.9.${i}, 1.2.3.4`),
    );
    const answers = await statuses(rotating);
    expect(answers.slice(0, RESET_LIMIT).every((status) => status === 404)).toBe(true);
    expect(answers[RESET_LIMIT]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await reset(hops, '10.0.0.1', '5.6.7.8')).statusCode).toBe(404);
  });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const spoofing = Array.from({ length: RESET_LIMIT + 1 }, (_, i) => () => reset(listed, '7.7.7.7', `9.9.8.${i}`));
    expect((await statuses(spoofing))[RESET_LIMIT]).toBe(429);
    const viaProxy = Array.from({ length: RESET_LIMIT + 1 }, () => () => reset(listed, '10.0.0.1', '2.3.4.5'));
    expect((await statuses(viaProxy))[RESET_LIMIT]).toBe(429);
    expect((await reset(listed, '10.0.0.1', '2.3.4.6')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const spoofing = Array.from({ length: RESET_LIMIT + 1 }, (_, i) => () => reset(direct, '8.8.8.8', `9.9.7.${i}`));
    expect((await statuses(spoofing))[RESET_LIMIT]).toBe(429);
  });
});
