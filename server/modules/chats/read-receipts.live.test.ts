import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, conversationMembers, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Read receipts (decision 034): set when the recipient reads, shown to the sender live and in the conversation. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' });
  for (const member of [a, b]) await setCredits(t.database.db, member.id, 100);
  await t.settled();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.update(users).set({ readReceipts: true });
  await t.database.db.delete(blocks);
  // One conversation of a and b throughout: each test starts with it unread.
  await t.database.db.update(conversationMembers).set({ readAt: null });
  await t.settled();
});

async function tabOf(member: ChatMember): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: member.cookie });
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

/** What the tab heard before a marker sent to its member now. */
async function heardBefore(member: ChatMember, tab: LiveSocket): Promise<string[]> {
  await t.app.services.bus.publish([
    { type: 'notification.created', memberId: member.id, notificationId: 'x', kind: 'marker' },
  ]);
  const heard: string[] = [];
  for (;;) {
    const message = await tab.next();
    if (message.type === 'notification.created' && message.kind === 'marker') return heard;
    heard.push(message.type);
  }
}

const readUpTo = async (member: ChatMember, conversationId: string) =>
  (await asMember(t, member, 'GET', `/api/chat.php?id=${conversationId}`)).json().read_up_to;
const read = (member: ChatMember, conversationId: string) =>
  asMember(t, member, 'PUT', '/api/chat.php', { conversation: { id: conversationId } });
const setReceipts = (member: ChatMember, on: boolean) =>
  asMember(t, member, 'PUT', '/api/account-settings.php', { read_receipts: on });

/** a writes to b; a's tab has heard of its own message and balance (what came before is taken). */
async function aWrites(fromA: LiveSocket, text: string): Promise<string> {
  const conversationId = (await sendMessage(t, a, { profile_id: b.id, text })).json().conversation.id;
  expect(await heardBefore(a, fromA)).toEqual(['credits.changed', 'message.created']);
  return conversationId;
}

describe('read receipts', () => {
  it('tell the sender live and in the conversation when the recipient read it; not the reader about themselves', async () => {
    const fromA = await tabOf(a);
    const conversationId = await aWrites(fromA, 'Gelezen?');
    expect(await readUpTo(a, conversationId)).toBeNull();
    const before = t.now().getTime();
    expect((await read(b, conversationId)).statusCode).toBe(200);
    const seen = await fromA.next();
    expect(seen).toEqual({
      type: 'conversation.seen',
      conversation_id: conversationId,
      profile_id: b.id,
      read_up_to: expect.any(String),
    });
    const readAt = (seen as { read_up_to: string }).read_up_to;
    expect(Date.parse(readAt)).toBeGreaterThanOrEqual(before);
    expect(await readUpTo(a, conversationId)).toBe(readAt);
    expect(await readUpTo(b, conversationId)).toBeNull();
    // Reading again with nothing unread changes nothing and tells no one.
    await read(b, conversationId);
    expect(await heardBefore(a, fromA)).toEqual([]);
    fromA.socket.close();
  });

  for (const off of ['the reader', 'the sender'] as const) {
    it(`are neither sent nor shown when ${off} switched them off, not even the earlier ones`, async () => {
      const fromA = await tabOf(a);
      const conversationId = await aWrites(fromA, 'Eerst');
      await read(b, conversationId);
      expect(await heardBefore(a, fromA)).toEqual(['conversation.seen']);
      expect((await setReceipts(off === 'the reader' ? b : a, false)).statusCode).toBe(200);
      await aWrites(fromA, 'Daarna');
      await read(b, conversationId);
      expect(await heardBefore(a, fromA)).toEqual([]);
      expect(await readUpTo(a, conversationId)).toBeNull();
      expect(await readUpTo(b, conversationId)).toBeNull();
      fromA.socket.close();
    });
  }

  it('stay unsent for what was read while they were off, once switched on again', async () => {
    const fromA = await tabOf(a);
    await setReceipts(b, false);
    const conversationId = await aWrites(fromA, 'Stil gelezen');
    await read(b, conversationId);
    await setReceipts(b, true);
    expect(await readUpTo(a, conversationId)).toBeNull();
    fromA.socket.close();
  });

  it('reach no one across a block, either way', async () => {
    for (const [blocker, blocked] of [
      [a, b],
      [b, a],
    ] as const) {
      const fromA = await tabOf(a);
      const conversationId = await aWrites(fromA, 'Voor het blok');
      await t.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
      await read(b, conversationId);
      expect(await heardBefore(a, fromA)).toEqual([]);
      if (blocker === a) expect(await readUpTo(a, conversationId)).toBeNull();
      await t.database.db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blocked.id)));
      fromA.socket.close();
    }
  });

  it("refuse to mark another pair's conversation read", async () => {
    const [c] = (await realMembers(t, 3)).slice(2) as [ChatMember];
    const fromA = await tabOf(a);
    const conversationId = await aWrites(fromA, 'Niet voor c');
    expect((await read(c, conversationId)).statusCode).toBe(404);
    expect(await heardBefore(a, fromA)).toEqual([]);
    expect(await readUpTo(a, conversationId)).toBeNull();
    fromA.socket.close();
  });
});
