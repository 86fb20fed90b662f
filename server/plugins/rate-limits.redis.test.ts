import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../test/http.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** With REDIS_URL, a per-IP limit holds across instances: a client cannot spread its requests over them. */
const RESET_LIMIT = 10;
let instances: TestApp[];
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
  instances = [await createTestApp(env, { memberCount: 2 }), await createTestApp(env, { memberCount: 2 })];
});
afterAll(() => Promise.all(instances.map((instance) => instance.close())));

describe('per-IP limits in Redis', () => {
  it('counts requests to two instances together', async () => {
    // A fresh address per run: the counts outlive the test in Redis until their window ends.
    const ip = `203.0.${randomInt(256)}.${randomInt(256)}`;
    const answers = [];
    for (let i = 0; i <= RESET_LIMIT; i++) {
      const res = await instances[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: CLIENT_HEADERS,
        payload: { email: 'nobody@example.com' },
        remoteAddress: ip,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, RESET_LIMIT).every((status) => status === 404)).toBe(true);
    expect(answers[RESET_LIMIT]).toBe(429);
  });
});
