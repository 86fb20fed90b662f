import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messageFlags, messages, sites, usageCounters, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { EARLY_MESSAGES } from './message-flags.ts';

/**
 * Scam and contact-detail patterns in early messages (decision 038): flagged in the send's transaction, delivered all
 * the same, the recipient shown a safety tip (GET and live), the sender not; the same for fictional profiles.
 */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let fictionalId: string;
const sockets: LiveSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
  const [fictional] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, true));
  fictionalId = fictional!.id;
});
afterAll(async () => {
  for (const { socket } of sockets) socket.close();
  await t.close();
});
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(conversations);
  await db.delete(usageCounters);
  await db.update(users).set({ paidUser: true, status: 'confirmed' }).where(eq(users.fictional, false));
  await db.update(sites).set({ freeMessages: 0, messageCredits: 1 });
  for (const member of [a, b]) await setCredits(db, member.id, 100);
  await t.app.services.sites.reload();
  await t.settled();
});

const send = async (from: ChatMember, to: string, text: string) => {
  const res = await sendMessage(t, from, { profile_id: to, text });
  expect(res.statusCode).toBe(200);
  return res.json() as { message: { id: string; safety_tip: boolean }; conversation: { id: string } };
};
const flagOf = async (messageId: string) =>
  (await t.database.db.select().from(messageFlags).where(eq(messageFlags.messageId, messageId)))[0];
/** The messages of the conversation as `member` reads them: text and safety tip. */
const seenBy = async (member: ChatMember, conversationId: string) =>
  (await asMember(t, member, 'GET', `/api/chat.php?id=${conversationId}`))
    .json()
    .messages.map((m: { text: string; safety_tip: boolean }) => [m.text, m.safety_tip]);

describe('a phone number in an early message', () => {
  it.each([
    ['nl', 'Bel me gerust: 06-12345678'],
    ['nl', 'whatsapp +31 6 12345678'],
    ['de', 'Meine Nummer ist 0151 23456789'],
    ['de', 'ruf an: 0171/1234567'],
    ['pl', 'mój numer +48 512 345 678'],
    ['pl', 'zadzwoń 512-345-678'],
    ['en', 'call me on 07700 900123'],
    ['en', 'text me (555) 123-4567'],
  ])('%s: %s is delivered, flagged, and shown to the recipient with the tip', async (_language, text) => {
    const sent = await send(a, b.id, text);
    expect(sent.message.safety_tip).toBe(false);
    const flag = await flagOf(sent.message.id);
    expect(flag).toMatchObject({
      conversationId: sent.conversation.id,
      senderId: a.id,
      recipientId: b.id,
      status: 'open',
      kinds: expect.arrayContaining(['phone']),
    });
    expect(await seenBy(b, sent.conversation.id)).toEqual([[text, true]]);
    expect(await seenBy(a, sent.conversation.id)).toEqual([[text, false]]);
  });
});

describe('flagging', () => {
  it('leaves an ordinary message alone', async () => {
    const sent = await send(a, b.id, 'Hoi! Ik ben 34 en woon in Utrecht, zaterdag om 20:30?');
    expect(await flagOf(sent.message.id)).toBeUndefined();
    expect(await seenBy(b, sent.conversation.id)).toEqual([[expect.any(String), false]]);
  });

  it(`checks only the sender's first ${EARLY_MESSAGES} messages of a conversation, each sender counted apart`, async () => {
    for (let n = 1; n < EARLY_MESSAGES; n++) await send(a, b.id, `Bericht ${n}`);
    const last = await send(a, b.id, 'mail me: anna at gmail dot com');
    expect((await flagOf(last.message.id))?.kinds).toEqual(['email']);
    const late = await send(a, b.id, 'of bel 0612345678');
    expect(await flagOf(late.message.id)).toBeUndefined();
    const answer = await send(b, a.id, 'Mijn nummer: 0687654321');
    expect((await flagOf(answer.message.id))?.kinds).toEqual(['phone']);
    const seen = await seenBy(a, answer.conversation.id);
    expect(seen.filter(([, tip]: [string, boolean]) => tip)).toEqual([['Mijn nummer: 0687654321', true]]);
  });

  it(`flags exactly the first ${EARLY_MESSAGES} of a burst of parallel sends, every one delivered`, async () => {
    const burst = await Promise.all(
      Array.from({ length: EARLY_MESSAGES + 1 }, (_, n) =>
        sendMessage(t, a, { profile_id: b.id, text: `bel me: 06-1234567${n % 10}` }),
      ),
    );
    expect(burst.map((res) => res.statusCode)).toEqual(Array(EARLY_MESSAGES + 1).fill(200));
    const stored = await t.database.db.select().from(messages).where(eq(messages.senderId, a.id));
    expect(stored.filter((m) => m.delivered)).toHaveLength(EARLY_MESSAGES + 1);
    const flagged = new Set((await t.database.db.select().from(messageFlags)).map((f) => f.messageId));
    expect(flagged.size).toBe(EARLY_MESSAGES);
  });

  it('writes no flag for a send that fails (no partial writes)', async () => {
    await setCredits(t.database.db, a.id, 0);
    const res = await sendMessage(t, a, { profile_id: b.id, text: 'stuur 200 euro via western union' });
    expect(res.statusCode).toBe(402);
    expect(await t.database.db.select().from(messages)).toEqual([]);
    expect(await t.database.db.select().from(messageFlags)).toEqual([]);
  });

  it('tells the recipient live with the tip, the sender without', async () => {
    const [fromA, toB] = await Promise.all([tabOf(a), tabOf(b)]);
    const sent = await send(a, b.id, 'Send me money via Western Union');
    expect(await nextMessage(toB)).toMatchObject({ mine: false, safety_tip: true });
    expect(await nextMessage(fromA)).toMatchObject({ mine: true, safety_tip: false });
    expect((await flagOf(sent.message.id))?.kinds).toEqual(['payment']);
  });
});

describe('conversations with fictional profiles: the same rules', () => {
  it("flags a member's message to a fictional profile, delivered the same way", async () => {
    const sent = await send(a, fictionalId, 'add me on telegram, 0612345678');
    expect(await flagOf(sent.message.id)).toMatchObject({
      senderId: a.id,
      recipientId: fictionalId,
      kinds: ['phone', 'link'],
    });
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, sent.message.id));
    expect(stored!.delivered).toBe(true);
  });

  it("flags an operator's answer as the fictional profile, and the member sees the tip", async () => {
    const conversationId = (await send(a, fictionalId, 'Hoi, hoe gaat het?')).conversation.id;
    const operator = (await staffSession(t, 'operator')).headers;
    const staffPost = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: operator, payload });
    expect((await staffPost('/api/admin/inbox-claim.php', { conversation_id: conversationId })).statusCode).toBe(200);
    const answer = await staffPost('/api/admin/message.php', {
      conversation_id: conversationId,
      text: 'Schrijf me op whatsapp: 06 1234 5678',
    });
    expect(answer.statusCode).toBe(200);
    expect((await flagOf(answer.json().message.id))?.kinds).toEqual(['phone', 'link']);
    expect(await seenBy(a, conversationId)).toEqual([
      ['Hoi, hoe gaat het?', false],
      ['Schrijf me op whatsapp: 06 1234 5678', true],
    ]);
  });
});

async function tabOf(member: ChatMember): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: member.cookie });
  sockets.push(tab);
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

/** The next chat message a tab hears of. */
async function nextMessage(tab: LiveSocket) {
  for (;;) {
    const frame = await tab.next();
    if (frame.type === 'message.created') return frame.message;
  }
}
