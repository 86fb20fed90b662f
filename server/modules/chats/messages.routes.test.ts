import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE, MESSAGES_PER_MINUTE_TO_ONE } from './chat-rules.ts';
import {
  conversationMembers,
  conversations,
  creditLedger,
  gifts,
  profiles,
  sites,
  usageCounters,
  users,
} from '../../db/schema/index.ts';
import { type ChatMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { ledgerMismatches } from '../credits/credits.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { translator } from '../../lib/i18n.ts';

/** Sending: what it costs, what it may not do, and that every send moves credits exactly once. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let others: ChatMember[];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 12 });
  [a, b, ...others] = (await realMembers(t, 7)) as [ChatMember, ChatMember, ...ChatMember[]];
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(conversations);
  await db.delete(usageCounters);
  await db.update(users).set({ paidUser: false, status: 'confirmed', invisible: false });
  await db.update(profiles).set({ country: 'NL', status: 'active' });
  await db.update(sites).set({ freeMessages: 0, messageCredits: 1, messageLength: 1000 });
  for (const member of [a, b, ...others]) await setCredits(db, member.id, 10);
  await t.app.services.sites.reload();
  await t.settled();
});

const text = (to: ChatMember, words = 'Hoi!', clientId?: string) => ({
  profile_id: to.id,
  text: words,
  ...(clientId ? { client_id: clientId } : {}),
});
const creditsOf = async (member: ChatMember) =>
  (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]!.credits;
const ledgerOf = (member: ChatMember) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, member.id));

describe('POST /api/message.php', () => {
  it('stores the message, debits message_credits through the ledger and answers the balance', async () => {
    const res = await sendMessage(t, a, text(b, 'Hoi <b>Bo</b> https://x.example'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.credits).toBe(9);
    expect(body.message).toMatchObject({
      mine: true,
      kind: 'text',
      text: 'Hoi <b>Bo</b> https://x.example',
      held: false,
    });
    const debits = (await ledgerOf(a)).filter((entry) => entry.reason === 'message');
    expect(debits).toEqual([expect.objectContaining({ delta: -1, reference: body.message.id })]);
    expect(await creditsOf(a)).toBe(9);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it("charges at least the sender's country's minimum_message_costs, in whole credits", async () => {
    const { db } = t.database;
    await db
      .update(sites)
      .set({ minimumMessageCosts: { NL: { costs: 1, currency: 'EUR' }, DE: { costs: 2.5, currency: 'EUR' } } });
    await db.update(profiles).set({ country: 'DE' }).where(eq(profiles.userId, a.id));
    await t.app.services.sites.reload();
    await t.settled();
    expect((await sendMessage(t, a, text(b))).json().credits).toBe(7);
    expect((await sendMessage(t, b, text(a))).json().credits).toBe(9);
  });

  it("refuses text longer than the site's message_length with the field message, storing nothing", async () => {
    await t.database.db.update(sites).set({ messageLength: 10 });
    await t.app.services.sites.reload();
    const res = await sendMessage(t, a, text(b, 'x'.repeat(11)));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ text: 'Gebruik hoogstens 10 tekens.' });
    expect(await creditsOf(a)).toBe(10);
    expect(await t.database.db.select().from(conversations)).toEqual([]);
  });

  it.each([
    ['no content', { profile_id: randomUUID() }],
    ['two contents', { profile_id: randomUUID(), text: 'Hoi', icebreaker: 'smile' }],
    ['a NUL byte', { profile_id: randomUUID(), text: 'Ho\u0000i' }],
    ['only spaces', { profile_id: randomUUID(), text: '   ' }],
    ['a bad profile id', { profile_id: '../1', text: 'Hoi' }],
  ])('answers 400 for %s', async (_, payload) => {
    const res = await sendMessage(t, a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it("answers 'Je hebt onvoldoende credits' when the balance is short, and writes nothing", async () => {
    await setCredits(t.database.db, a.id, 0);
    const res = await sendMessage(t, a, text(b));
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      402,
      'credits_insufficient',
      'Je hebt onvoldoende credits',
    ]);
    expect(await t.database.db.select().from(conversations)).toEqual([]);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('takes 50 parallel sends against a balance of one message: exactly one is stored and charged', async () => {
    await setCredits(t.database.db, a.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sendMessage(t, i % 2 ? a : a, text(i % 3 ? b : others[0]!, `#${i}`))),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 402)).toBe(true);
    expect(await creditsOf(a)).toBe(0);
    const stored = await t.database.db.select().from(conversationMembers).where(eq(conversationMembers.userId, a.id));
    expect(stored.filter((side) => side.lastMessageAt)).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('stores and charges a repeated client id once, sent one after the other or 20 at once', async () => {
    const clientId = randomUUID();
    const first = (await sendMessage(t, a, text(b, 'Eén keer', clientId))).json();
    const again = (await sendMessage(t, a, text(b, 'Eén keer', clientId))).json();
    expect(again.message.id).toBe(first.message.id);
    expect(again.credits).toBe(9);
    const burstId = randomUUID();
    const burst = await Promise.all(Array.from({ length: 20 }, () => sendMessage(t, a, text(b, 'Dubbel', burstId))));
    expect(new Set(burst.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(burst.map((res) => res.json().message.id)).size).toBe(1);
    expect(await creditsOf(a)).toBe(8);
    const ids = [first.message.id, burst[0]!.json().message.id];
    expect((await ledgerOf(a)).filter((entry) => ids.includes(entry.reference))).toHaveLength(2);
  });

  it('answers a retried send with its message even once the balance is spent or the minute used up', async () => {
    await setCredits(t.database.db, a.id, 1);
    const clientId = randomUUID();
    const first = (await sendMessage(t, a, text(b, 'Laatste credit', clientId))).json();
    expect(first.credits).toBe(0);
    const retry = await sendMessage(t, a, text(b, 'Laatste credit', clientId));
    expect([retry.statusCode, retry.json().message.id, retry.json().credits]).toEqual([200, first.message.id, 0]);
    expect((await sendMessage(t, a, text(b, 'Nieuw'))).statusCode).toBe(402);
  });

  it('makes one conversation of first messages both ways at once, counted once against a free member', async () => {
    const both = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? sendMessage(t, a, text(b, `A${i}`)) : sendMessage(t, b, text(a, `B${i}`)),
      ),
    );
    expect(both.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(both.map((res) => res.json().conversation.id)).size).toBe(1);
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);
    // The pair took one of the free member's two conversations: one more is allowed, a third is not.
    expect((await sendMessage(t, a, text(others[0]!))).statusCode).toBe(200);
    expect((await sendMessage(t, a, text(others[1]!))).json().code).toBe('conversation_limit');
  });

  it('lets a free member write in 2 conversations, also when sending to 5 members at once', async () => {
    const answers = await Promise.all(others.slice(0, 5).map((to) => sendMessage(t, a, text(to))));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 403, 403, 403]);
    const refused = answers.find((res) => res.statusCode === 403)!.json();
    expect(refused).toMatchObject({ code: 'conversation_limit' });
    expect(refused.message).toContain('maximaal 2 leden');
    const allowed = answers.filter((res) => res.statusCode === 200).map((res) => res.json().message.id);
    expect(allowed).toHaveLength(2);
    // Writing on in those two, and answering a member who wrote first... the latter is a third conversation.
    const toFirst = others[answers.findIndex((res) => res.statusCode === 200)]!;
    expect((await sendMessage(t, a, text(toFirst, 'Nog eens'))).statusCode).toBe(200);
    expect((await sendMessage(t, b, text(a))).statusCode).toBe(200);
    expect((await sendMessage(t, a, text(b))).json().code).toBe('conversation_limit');
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, a.id));
    await t.settled();
    expect((await sendMessage(t, a, text(b))).statusCode).toBe(200);
  });

  it("spends a free member's free messages first, then credits", async () => {
    await t.database.db.update(sites).set({ freeMessages: 1 });
    await t.app.services.sites.reload();
    expect((await sendMessage(t, a, text(b))).json().credits).toBe(10);
    expect((await sendMessage(t, a, text(b))).json().credits).toBe(9);
    const costs = (
      await t.app.inject({
        url: `/api/chat.php?profile_id=${b.id}`,
        headers: { host: 'localhost:3000', cookie: a.cookie },
      })
    ).json().costs;
    expect(costs).toEqual({ message: 1, photo: 2, free_messages: 0 });
  });

  it('limits a sender per minute, to one member and overall, in the member language', async () => {
    await setCredits(t.database.db, a.id, 200);
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, a.id));
    await t.settled();
    // The limits count per minute of the clock: start at a minute's beginning, so that all of it falls in that minute.
    t.advance(60_000 - (t.now().getTime() % 60_000) + 100);
    for (let i = 0; i < MESSAGES_PER_MINUTE_TO_ONE; i++)
      expect((await sendMessage(t, a, text(b))).statusCode).toBe(200);
    const limited = await sendMessage(t, a, text(b));
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'message_rate_limit']);
    expect(limited.json().message).toContain('te veel berichten');
    const burst = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE }, (_, i) => sendMessage(t, a, text(others[i % others.length]!))),
    );
    const accepted = burst.filter((res) => res.statusCode === 200).length;
    expect(accepted).toBe(MESSAGES_PER_MINUTE - MESSAGES_PER_MINUTE_TO_ONE);
    t.advance(61_000);
    expect((await sendMessage(t, a, text(b))).statusCode).toBe(200);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('gifts and icebreakers', () => {
  it('lists the site catalogue with prices and charges a gift its own price', async () => {
    const res = await t.app.inject({ url: '/api/gifts.php', headers: { host: 'localhost:3000', cookie: a.cookie } });
    const catalogue = res.json().gifts as { id: string; key: string; credits: number }[];
    expect(catalogue.map((gift) => [gift.key, gift.credits])).toEqual([
      ['rose', 3],
      ['heart', 3],
      ['chocolates', 4],
      ['teddy', 5],
      ['champagne', 8],
      ['diamond', 15],
    ]);
    const teddy = catalogue.find((gift) => gift.key === 'teddy')!;
    const sent = (await sendMessage(t, a, { profile_id: b.id, gift_id: teddy.id })).json();
    expect(sent.message).toMatchObject({ kind: 'gift', gift: { key: 'teddy' }, text: '' });
    expect(sent.credits).toBe(5);
    expect((await ledgerOf(a)).some((entry) => entry.reason === 'gift' && entry.delta === -5)).toBe(true);
  });

  it("refuses a gift that is not in the site's catalogue", async () => {
    const res = await sendMessage(t, a, { profile_id: b.id, gift_id: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(await creditsOf(a)).toBe(10);
    expect(await t.database.db.select().from(gifts)).toHaveLength(6);
  });

  it("stores an icebreaker as its line in the recipient's language, read so by both, at a message's price", async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, a.id));
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, b.id));
    await t.settled();
    const sent = (await sendMessage(t, a, { profile_id: b.id, icebreaker: 'coffee' })).json();
    expect(sent.message.kind).toBe('icebreaker');
    const line = translator('de')('icebreakers.coffee');
    expect(line).not.toBe('icebreakers.coffee');
    expect(line).not.toBe(translator('en')('icebreakers.coffee'));
    expect(sent.message.text).toBe(line);
    expect(sent.credits).toBe(9);
  });
});
