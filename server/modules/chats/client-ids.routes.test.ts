import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, creditLedger, messages, profiles, usageCounters, users } from '../../db/schema/index.ts';
import { type ChatMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { ledgerMismatches } from '../credits/credits.ts';

/** A client id names one send: repeated as it was it answers the first message; used for another send it is refused. */
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  [a, b, c] = (await realMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(conversations);
  await db.delete(usageCounters);
  await db.update(users).set({ paidUser: true, status: 'confirmed', invisible: false });
  await db.update(profiles).set({ status: 'active', country: 'NL' });
  for (const member of [a, b, c]) await setCredits(db, member.id, 50);
  chargesBefore = await allCharges();
  await t.settled();
});

const text = (to: ChatMember, words: string, clientId: string) => ({
  profile_id: to.id,
  text: words,
  client_id: clientId,
});
const creditsOf = async (member: ChatMember) =>
  (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]!.credits;
const messagesOf = (member: ChatMember) =>
  t.database.db.select().from(messages).where(eq(messages.senderId, member.id));
/** a's debits for sends since the test began (the ledger keeps those of earlier tests). */
let chargesBefore = 0;
const allCharges = async () =>
  (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id))).filter(
    (entry) => entry.delta < 0 && entry.reference !== 'test',
  ).length;
const chargesOfA = async () => (await allCharges()) - chargesBefore;
const expectReused = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
  expect([res.statusCode, res.json().code]).toEqual([409, 'client_id_reused']);
  expect(res.json().message).toBe(
    'Dit bericht is al verstuurd met een andere inhoud of naar iemand anders. Vernieuw de pagina en probeer het opnieuw.',
  );
};

describe('a reused client_id', () => {
  it('for another recipient, new or already in a conversation, is refused: nothing stored or charged', async () => {
    const clientId = randomUUID();
    const first = await sendMessage(t, a, text(b, 'Hoi Bo', clientId));
    expect(first.statusCode).toBe(200);
    const credits = await creditsOf(a);
    expectReused(await sendMessage(t, a, text(c, 'Hoi Bo', clientId))); // no conversation with c yet
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);
    expect((await sendMessage(t, a, text(c, 'Eerst zo', randomUUID()))).statusCode).toBe(200);
    expectReused(await sendMessage(t, a, text(c, 'Hoi Bo', clientId))); // now in a conversation with c
    expect((await messagesOf(a)).map((m) => m.body).sort()).toEqual(['Eerst zo', 'Hoi Bo']);
    expect(await creditsOf(a)).toBe(credits - 1);
    expect(await chargesOfA()).toBe(2);
    // The first send repeated as it was is still answered with its message.
    const again = await sendMessage(t, a, text(b, 'Hoi Bo', clientId));
    expect([again.statusCode, again.json().message.id]).toEqual([200, first.json().message.id]);
  });

  it('in the same conversation with another text, or another kind, is refused; with the same text it replays', async () => {
    const clientId = randomUUID();
    const first = (await sendMessage(t, a, text(b, 'Een', clientId))).json();
    expectReused(await sendMessage(t, a, text(b, 'Twee', clientId)));
    expectReused(await sendMessage(t, a, { profile_id: b.id, icebreaker: 'coffee', client_id: clientId }));
    const same = (await sendMessage(t, a, text(b, 'Een', clientId))).json();
    expect([same.message.id, same.message.text]).toEqual([first.message.id, 'Een']);
    expect(await messagesOf(a)).toHaveLength(1);
  });

  it('for a gift replays the same gift and refuses another one or another recipient', async () => {
    const res = await t.app.inject({ url: '/api/gifts.php', headers: { host: 'localhost:3000', cookie: a.cookie } });
    const [rose, heart] = res.json().gifts as { id: string }[];
    const clientId = randomUUID();
    const gift = (to: ChatMember, giftId: string) =>
      sendMessage(t, a, { profile_id: to.id, gift_id: giftId, client_id: clientId });
    const first = (await gift(b, rose!.id)).json();
    expect((await gift(b, rose!.id)).json().message.id).toBe(first.message.id);
    expectReused(await gift(b, heart!.id));
    expectReused(await gift(c, rose!.id));
    expect(await messagesOf(a)).toHaveLength(1);
    expect(await chargesOfA()).toBe(1);
  });

  it('sent at once to two recipients stores one message, charged once; the other send is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const clientId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => sendMessage(t, a, text(i % 2 ? b : c, 'Tegelijk', clientId))),
      );
      const stored = (await messagesOf(a)).filter((m) => m.clientId === clientId);
      expect(stored).toHaveLength(1);
      const winner = answers.filter((res) => res.statusCode === 200);
      expect(new Set(winner.map((res) => res.json().message.id))).toEqual(new Set([stored[0]!.id]));
      // Every send to the winning recipient is answered with the message; every one to the other is refused.
      expect(winner).toHaveLength(5);
      answers.filter((res) => res.statusCode !== 200).forEach(expectReused);
    }
    expect(await chargesOfA()).toBe(3);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('for a photo message to another recipient is refused, and its files do not stay', async () => {
    const folders = () => (existsSync(join(t.filesDir, 'chat')) ? readdirSync(join(t.filesDir, 'chat')) : []);
    const before = folders();
    const clientId = randomUUID();
    const photo = async (to: ChatMember) => {
      const { payload, headers } = multipart(await jpegWithGps());
      return t.app.inject({
        method: 'POST',
        url: `/api/message-photo.php?profile_id=${to.id}&client_id=${clientId}`,
        headers: { ...CLIENT_HEADERS, ...headers, cookie: a.cookie },
        payload,
      });
    };
    const first = await photo(b);
    expect(first.statusCode).toBe(200);
    expectReused(await photo(c));
    expectReused(await sendMessage(t, a, text(b, 'Geen foto', clientId)));
    expect((await photo(b)).json().message.id).toBe(first.json().message.id);
    expect(folders().filter((folder) => !before.includes(folder))).toHaveLength(1);
    expect(await messagesOf(a)).toHaveLength(1);
  });
});
