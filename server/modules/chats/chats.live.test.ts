import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Messages over the live sockets: each tab of both members hears of each message once, from its own side. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' });
  for (const member of [a, b]) await setCredits(t.database.db, member.id, 50);
  await t.settled();
});
afterAll(() => t.close());

async function tabOf(member: ChatMember): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: member.cookie });
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

/** A frame every tab of both members gets after what came before it: nothing else may arrive in between. */
async function marker(): Promise<void> {
  await t.app.services.bus.publish([
    { type: 'notification.created', memberId: a.id, notificationId: 'x', kind: 'like' },
  ]);
  await t.app.services.bus.publish([
    { type: 'notification.created', memberId: b.id, notificationId: 'x', kind: 'like' },
  ]);
}

describe('live chat', () => {
  it("tells the recipient's tab and the sender's other tabs, each message once, the sender's tabs its new balance", async () => {
    const [fromA1, fromA2, toB] = await Promise.all([tabOf(a), tabOf(a), tabOf(b)]);
    const clientId = randomUUID();
    const sent = (await sendMessage(t, a, { profile_id: b.id, text: 'Live!', client_id: clientId })).json();
    const received = await toB.next();
    expect(received).toEqual({
      type: 'message.created',
      conversation_id: sent.conversation.id,
      profile_id: a.id,
      message: { ...sent.message, mine: false, client_id: null },
    });
    for (const tab of [fromA1, fromA2]) {
      expect(await tab.next()).toEqual({ type: 'credits.changed', credits: sent.credits });
      expect(await tab.next()).toEqual({
        type: 'message.created',
        conversation_id: sent.conversation.id,
        profile_id: b.id,
        message: { ...sent.message, client_id: clientId },
      });
    }
    await asMember(t, b, 'PUT', '/api/chat.php', { conversation: sent.conversation });
    expect(await toB.next()).toEqual({ type: 'conversation.read', conversation_id: sent.conversation.id });
    // The sender's tabs hear that it was read (both show read receipts: decision 034).
    for (const tab of [fromA1, fromA2]) expect((await tab.next()).type).toBe('conversation.seen');
    await marker();
    for (const tab of [fromA1, fromA2, toB]) expect((await tab.next()).type).toBe('notification.created');
    for (const tab of [fromA1, fromA2, toB]) tab.socket.close();
  });

  it('tells no tab of a message refused to an unconfirmed sender, nor of credits: none were taken', async () => {
    await t.database.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    const [fromA, toB] = await Promise.all([tabOf(a), tabOf(b)]);
    const res = await sendMessage(t, a, { profile_id: b.id, text: 'Geweigerd' });
    expect(res.json().code).toBe('activation_required');
    await marker();
    expect((await toB.next()).type).toBe('notification.created');
    expect((await fromA.next()).type).toBe('notification.created');
    for (const tab of [fromA, toB]) tab.socket.close();
  });
});
