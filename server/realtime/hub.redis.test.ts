import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typingFrame } from '../../shared/realtime.ts';
import { users } from '../db/schema/index.ts';
import { realMembers, sendMessage, setCredits } from '../test/chat.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { type TestApp, createTestApp, secondInstance } from '../test/test-app.ts';

/** Two instances on one database and one Redis, as behind a load balancer: a tab's socket is on the other one. */
const REDIS_URL = process.env.TEST_REDIS_URL!;
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({ REDIS_URL }, { memberCount: 4 });
  b = await secondInstance(a, { env: { REDIS_URL } });
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('live messages between instances', () => {
  it("drops the sender's cached session on the other instance when a message spends credits", async () => {
    const [sender, recipient] = await realMembers(a, 2);
    await a.database.db.update(users).set({ status: 'confirmed' });
    await setCredits(a.database.db, sender!.id, 5);
    await a.settled();
    const me = () =>
      b.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie: sender!.cookie } });
    expect((await me()).json().credits).toBe(5);
    expect((await me()).json().credits).toBe(5); // now cached on the other instance
    const tab = await openLiveSocket(b, { cookie: recipient!.cookie });
    expect(await tab.next()).toEqual({ type: 'hello' });
    const sent = await sendMessage(a, sender!, { profile_id: recipient!.id, text: 'Debit' });
    const left: number = sent.json().credits;
    expect(left).toBeLessThan(5);
    // The other instance delivered the message's event to every subscriber, the session cache among them.
    expect(await tab.next()).toMatchObject({ type: 'message.created', profile_id: sender!.id });
    expect((await me()).json().credits).toBe(left);
    tab.socket.close();
  });

  it('delivers an event published on one instance to a tab connected to the other', async () => {
    const [liker, liked] = (await a.database.db.select({ id: users.id }).from(users).limit(2)).map((m) => m.id) as [
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

  it('brings a chat message sent through one instance to the recipient tab on the other', async () => {
    const [sender, recipient] = await realMembers(a, 2);
    await a.database.db.update(users).set({ status: 'confirmed' });
    await setCredits(a.database.db, sender!.id, 5);
    await a.settled();
    const tab = await openLiveSocket(b, { cookie: recipient!.cookie });
    expect(await tab.next()).toEqual({ type: 'hello' });
    const sent = (await sendMessage(a, sender!, { profile_id: recipient!.id, text: 'Via Redis' })).json();
    expect(await tab.next()).toMatchObject({
      type: 'message.created',
      profile_id: sender!.id,
      message: { id: sent.message.id, text: 'Via Redis', mine: false },
    });
    tab.socket.close();
  });

  it("relays one member's typing on one instance to the other member's tab on the other", async () => {
    const [sender, recipient] = await realMembers(a, 2);
    await a.database.db.update(users).set({ status: 'confirmed', paidUser: true });
    await setCredits(a.database.db, sender!.id, 5);
    await a.settled();
    const conversation = (await sendMessage(a, sender!, { profile_id: recipient!.id, text: 'Hoi' })).json()
      .conversation;
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const [typer, reader] = await Promise.all([
      openLiveSocket(a.app, { cookie: sender!.cookie }),
      openLiveSocket(b, { cookie: recipient!.cookie }),
    ]);
    expect(await typer.next()).toEqual({ type: 'hello' });
    expect(await reader.next()).toEqual({ type: 'hello' });
    typer.socket.send(typingFrame(conversation.id));
    expect(await reader.next()).toEqual({ type: 'typing', conversation_id: conversation.id, profile_id: sender!.id });
    typer.socket.close();
    reader.socket.close();
  });
});
