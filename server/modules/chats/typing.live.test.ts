import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPING_RELAY_MIN_MS, typingFrame } from '../../../shared/realtime.ts';
import { blocks, users } from '../../db/schema/index.ts';
import { type ChatMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { MAX_TYPING_CONVERSATIONS } from '../../realtime/hub.ts';

/** "… is typing" over the live sockets: relayed only to the other member of the typer's conversation, rate-limited. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
/** The conversations of a with b, and of b with c. */
let ab: string;
let bc: string;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b, c] = (await realMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' });
  for (const member of [a, b, c]) await setCredits(t.database.db, member.id, 50);
  await t.settled();
  ab = (await sendMessage(t, a, { profile_id: b.id, text: 'Hoi b' })).json().conversation.id;
  bc = (await sendMessage(t, b, { profile_id: c.id, text: 'Hoi c' })).json().conversation.id;
});
afterAll(() => t.close());

async function tabOf(member: ChatMember): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: member.cookie });
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

const tabsOf = (...members: ChatMember[]) => Promise.all(members.map(tabOf));

/**
 * What each tab heard before a marker sent to its member (waiting for it). The relay reads the database first: the
 * marker goes out a moment after the frames, so a relayed frame would come before it.
 */
async function heardBefore(tabs: [ChatMember, LiveSocket][]): Promise<string[][]> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (const [member] of tabs) {
    await t.app.services.bus.publish([
      { type: 'notification.created', memberId: member.id, notificationId: 'x', kind: 'marker' },
    ]);
  }
  return Promise.all(
    tabs.map(async ([, tab]) => {
      const heard: string[] = [];
      for (;;) {
        const message = await tab.next();
        if (message.type === 'notification.created' && message.kind === 'marker') return heard;
        heard.push(
          message.type === 'typing' ? `typing ${message.conversation_id} ${message.profile_id}` : message.type,
        );
      }
    }),
  );
}

const later = () => t.advance(TYPING_RELAY_MIN_MS);

describe('typing in a conversation', () => {
  it("tells the other member's tabs only, not the typer's own nor a third member", async () => {
    later();
    const [fromA, toB1, toB2, toC] = await tabsOf(a, b, b, c);
    fromA!.socket.send(typingFrame(ab));
    expect(
      await heardBefore([
        [a, fromA!],
        [b, toB1!],
        [b, toB2!],
        [c, toC!],
      ]),
    ).toEqual([[], [`typing ${ab} ${a.id}`], [`typing ${ab} ${a.id}`], []]);
    for (const tab of [fromA, toB1, toB2, toC]) tab!.socket.close();
  });

  it('relays nothing for a conversation the typer is not in, nor for a frame that names no conversation', async () => {
    later();
    const [fromA, toB, toC] = await tabsOf(a, b, c);
    fromA!.socket.send(typingFrame(bc));
    fromA!.socket.send(typingFrame('not-a-conversation'));
    fromA!.socket.send('typing');
    expect(
      await heardBefore([
        [b, toB!],
        [c, toC!],
      ]),
    ).toEqual([[], []]);
    for (const tab of [fromA, toB, toC]) tab!.socket.close();
  });

  it('relays nothing between members with a block either way', async () => {
    for (const [blocker, blocked] of [
      [b, a],
      [a, b],
    ] as const) {
      later();
      await t.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
      const [fromA, toB] = await tabsOf(a, b);
      fromA!.socket.send(typingFrame(ab));
      expect(await heardBefore([[b, toB!]])).toEqual([[]]);
      await t.database.db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blocked.id)));
      for (const tab of [fromA, toB]) tab!.socket.close();
    }
  });

  it('relays nothing from a member whose messages are held back (address not confirmed)', async () => {
    later();
    await t.database.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    const [fromA, toB] = await tabsOf(a, b);
    fromA!.socket.send(typingFrame(ab));
    expect(await heardBefore([[b, toB!]])).toEqual([[]]);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    for (const tab of [fromA, toB]) tab!.socket.close();
  });

  it('relays one frame per conversation in TYPING_RELAY_MIN_MS, from all the typer’s tabs together', async () => {
    later();
    const [fromA1, fromA2, toB] = await tabsOf(a, a, b);
    for (let i = 0; i < 5; i++) fromA1!.socket.send(typingFrame(ab));
    fromA2!.socket.send(typingFrame(ab));
    expect(await heardBefore([[b, toB!]])).toEqual([[`typing ${ab} ${a.id}`]]);
    // The app's clock also runs on by itself: the margin leaves it the time the test takes.
    t.advance(TYPING_RELAY_MIN_MS - 1_500);
    fromA2!.socket.send(typingFrame(ab));
    expect(await heardBefore([[b, toB!]])).toEqual([[]]);
    t.advance(1_500);
    fromA2!.socket.send(typingFrame(ab));
    expect(await heardBefore([[b, toB!]])).toEqual([[`typing ${ab} ${a.id}`]]);
    for (const tab of [fromA1, fromA2, toB]) tab!.socket.close();
  });

  it(`asks about at most ${MAX_TYPING_CONVERSATIONS} conversations at once: a flood of ids costs no queries`, async () => {
    later();
    const asked: string[] = [];
    const typingTo = t.app.services.chats.typingTo.bind(t.app.services.chats);
    t.app.services.chats.typingTo = (siteId, member, conversationId) => {
      asked.push(conversationId);
      return typingTo(siteId, member, conversationId);
    };
    const [fromA, toB] = await tabsOf(a, b);
    for (let i = 0; i < 20; i++) fromA!.socket.send(typingFrame(crypto.randomUUID()));
    fromA!.socket.send(typingFrame(ab));
    expect(await heardBefore([[b, toB!]])).toEqual([[]]);
    expect(asked).toHaveLength(MAX_TYPING_CONVERSATIONS);
    t.app.services.chats.typingTo = typingTo;
    for (const tab of [fromA, toB]) tab!.socket.close();
  });
});
