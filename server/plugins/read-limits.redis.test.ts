import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/index.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { READ_LIMITS } from './read-limits.ts';

/** With REDIS_URL, the read limits hold across instances: a harvester cannot spread its reads over them. */
let instances: TestApp[];
/** A profile id on each instance (each has a database of its own). */
let ids: string[];
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
  instances = [await createTestApp(env, { memberCount: 3 }), await createTestApp(env, { memberCount: 3 })];
  ids = await Promise.all(
    instances.map(async (instance) => {
      const [row] = await instance.database.db.select({ id: profiles.userId }).from(profiles).limit(1);
      return row!.id;
    }),
  );
});
afterAll(() => Promise.all(instances.map((instance) => instance.close())));

const read = (n: number, url: (id: string) => string, from: string) =>
  instances[n % 2]!.app.inject({ method: 'GET', url: url(ids[n % 2]!), headers: CLIENT_HEADERS, remoteAddress: from });
const profileUrl = (id: string) => `/api/member.php?id=${id}`;

describe('read limits in Redis', () => {
  it("counts a visitor's profile reads on two instances together, an IPv6 /64 as one, each kind apart", async () => {
    // A fresh /64 per run: the counts outlive the test in Redis until their window ends.
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    const count = READ_LIMITS.profile.visitor + 20;
    const answers = await Promise.all(Array.from({ length: count }, (_, n) => read(n, profileUrl, `${prefix}::1`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(READ_LIMITS.profile.visitor);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(Number(answers.find((res) => res.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    for (const n of [0, 1]) {
      expect((await read(n, profileUrl, `${prefix}:ffff::9`)).statusCode).toBe(429);
      // The search pages of the same network are counted apart.
      expect((await read(n, () => '/api/members.php?page=1', `${prefix}::2`)).statusCode).toBe(200);
    }
  });
});
