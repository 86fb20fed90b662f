import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** The hub's heartbeat, shortened: a client that answers pings stays, one that does not is terminated. */
const HEARTBEAT_MS = 300;
let t: TestApp;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1, heartbeatMs: HEARTBEAT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [{ id: memberId }] = (await t.database.db.select({ id: users.id }).from(users)) as [{ id: string }];
});
afterAll(() => t.close());

const cookieOf = async (id: string) => `auth=${(await t.app.services.auth.openSession(id)).token}`;

describe('the heartbeat', () => {
  it('terminates a client that does not answer pings, and keeps one that does', async () => {
    const answering = await openLiveSocket(t.app, { cookie: await cookieOf(memberId) });
    const silent = await openLiveSocket(t.app, { cookie: await cookieOf(memberId), autoPong: false });
    const nextPing = () => new Promise((resolve) => answering.socket.once('ping', resolve));
    expect(await silent.closed).toBe(1006);
    // Two more rounds of the heartbeat: the first checks the pong of the round before, the second this one's.
    await nextPing();
    await nextPing();
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    await t.app.services.bus.publish([{ type: 'notification.created', memberId, notificationId: 'n', kind: 'k' }]);
    expect(await answering.next()).toEqual({ type: 'hello' });
    expect(await answering.next()).toEqual({ type: 'notification.created', kind: 'k' });
    answering.socket.close();
  });
});
