import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../shared/realtime.ts';
import { users } from './db/schema/index.ts';
import { type ChatMember, realMembers, sendMessage, setCredits } from './test/chat.ts';
import { CLIENT_HEADERS, addresses } from './test/http.ts';
import { type LiveSocket, openLiveSocket } from './test/live-socket.ts';
import { RedisProcess } from './test/redis-process.ts';
import { type TestApp, createTestApp, secondInstance } from './test/test-app.ts';

/**
 * Redis stopped under a running instance, and started again: writes still answer at once, live events still reach
 * the instance's own tabs, limits still count, a new instance boots; once Redis is back, instances hear one another
 * and share their counts again, without a restart. The test's own redis-server: the shared one stays up.
 */
const LOGIN_LIMIT = 20; // per address and minute (auth.routes.ts)
const RESET_LIMIT = 10; // per address and hour (passwords.routes.ts)
const nextAddress = addresses(212);

let server: RedisProcess;
let a: TestApp;
let b: FastifyInstance | undefined;
let inspector: Redis;
let sender: ChatMember;
let recipient: ChatMember;
const tabs: LiveSocket[] = [];
beforeAll(async () => {
  server = await RedisProcess.start();
  a = await createTestApp({ REDIS_URL: server.url }, { memberCount: 4 });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  [sender, recipient] = (await realMembers(a, 2)) as [ChatMember, ChatMember];
  await a.database.db.update(users).set({ status: 'confirmed' });
  await setCredits(a.database.db, sender.id, 100);
  await a.settled();
  inspector = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  inspector.on('error', () => undefined); // it reconnects by itself once Redis is back
});
afterAll(async () => {
  for (const tab of tabs) tab.socket.close();
  inspector.disconnect();
  await b?.close();
  await a.close();
  await server.kill();
});

/** Another instance on the same database and Redis, listening, as behind a load balancer. */
async function listeningInstance(): Promise<FastifyInstance> {
  const instance = await secondInstance(a, { env: { REDIS_URL: server.url } });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return instance;
}

/** The recipient's tab on `app`, past its greeting. */
async function recipientTab(app: FastifyInstance): Promise<LiveSocket> {
  const tab = await openLiveSocket(app, { cookie: recipient.cookie });
  tabs.push(tab);
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

/** The tab's next message of `type`, past any other. */
async function nextOf(tab: LiveSocket, type: RealtimeMessage['type']): Promise<RealtimeMessage> {
  for (;;) {
    const message = await tab.next();
    if (message.type === type) return message;
  }
}

/** Sends a chat message through `t`, timed. */
async function timedSend(t: TestApp, text: string): Promise<number> {
  const start = performance.now();
  const res = await sendMessage(t, sender, { profile_id: recipient.id, text });
  expect(res.statusCode).toBe(200);
  return performance.now() - start;
}

const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT_HEADERS,
    payload: { email, password: 'wrong' },
    remoteAddress,
  });
const resetRequest = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password-reset.php',
    headers: CLIENT_HEADERS,
    payload: { email: 'nobody@example.com' },
    remoteAddress,
  });

describe('an instance while Redis is away', () => {
  it('answers writes well within a second and brings their live events to its own tabs', async () => {
    await server.kill();
    const tab = await recipientTab(a.app);
    for (let i = 0; i < 5; i++) {
      expect(await timedSend(a, `Offline ${i}`)).toBeLessThan(1000);
      expect(await nextOf(tab, 'message.created')).toMatchObject({ message: { text: `Offline ${i}` } });
    }
  });

  it('still limits logins per address', async () => {
    const from = nextAddress();
    for (let i = 0; i < LOGIN_LIMIT; i++)
      expect((await login(a.app, `limit-${i}@example.com`, from)).statusCode).toBe(401);
    expect((await login(a.app, 'limit-last@example.com', from)).statusCode).toBe(429);
  });

  it('says it is not ready, naming Redis, while still alive', async () => {
    const ready = await a.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ failed: ['redis'] });
    expect((await a.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('lets a new instance boot', async () => {
    b = await listeningInstance();
    expect((await b.inject({ url: '/api/settings.php', headers: CLIENT_HEADERS })).statusCode).toBe(200);
  });
});

describe('the instances once Redis is back', () => {
  it('carry live events between them again, without a restart', async () => {
    await server.restart();
    await expect.poll(async () => (await a.app.inject({ url: '/readyz' })).statusCode, { timeout: 20_000 }).toBe(200);
    const tab = await recipientTab(b!);
    let arrived = false;
    void nextOf(tab, 'like.created').then(() => (arrived = true));
    await expect
      .poll(
        async () => {
          await a.app.services.bus.publish([{ type: 'like.created', likerId: sender.id, likedId: recipient.id }]);
          return arrived;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    await timedSend(a, 'Back online');
    expect(await nextOf(tab, 'message.created')).toMatchObject({ message: { text: 'Back online' } });
  });

  it('count limits in Redis again, both instances together', async () => {
    // Each instance's first request counted in Redis leaves its key there (Redis came back empty).
    for (const app of [a.app, b!]) {
      await expect
        .poll(
          async () => {
            const probe = nextAddress();
            await resetRequest(app, probe);
            return inspector.keys(`*${probe}`);
          },
          { timeout: 20_000, interval: 100 },
        )
        .toHaveLength(1);
    }
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i <= RESET_LIMIT; i++) statuses.push((await resetRequest(i % 2 ? b! : a.app, from)).statusCode);
    expect(statuses).toEqual([...Array(RESET_LIMIT).fill(404), 429]);
  });
});
