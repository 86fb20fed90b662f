import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { createMailer } from '../lib/mailer.ts';
import { DiskStorage } from '../lib/storage.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** Two instances on one database and one Redis, as behind a load balancer: a tab's socket is on the other one. */
const REDIS_URL = process.env.TEST_REDIS_URL!;
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({ REDIS_URL }, { memberCount: 2 });
  b = await buildApp({
    database: a.database,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, GEOIP_COUNTRY_HEADER: undefined, REDIS_URL },
    webDir: join(a.filesDir, 'no-web-build'),
    mailer: createMailer({ mailDir: join(a.filesDir, 'mail') }),
    storage: new DiskStorage(a.filesDir),
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('live messages between instances', () => {
  it('delivers an event published on one instance to a tab connected to the other', async () => {
    const [liker, liked] = (await a.database.db.select({ id: users.id }).from(users)).map((m) => m.id) as [
      string,
      string,
    ];
    const { token } = await a.app.services.auth.openSession(liked);
    const tab = await openLiveSocket(b, { cookie: `auth=${token}` });
    expect(await tab.next()).toEqual({ type: 'hello' });
    await a.app.services.bus.publish([{ type: 'like.created', likerId: liker, likedId: liked }]);
    expect(await tab.next()).toEqual({ type: 'like.created', profile_id: liker });
    tab.socket.close();
  });
});
