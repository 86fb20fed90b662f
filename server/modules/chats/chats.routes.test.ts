import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../shared/realtime.ts';
import {
  blocks,
  conversations,
  creditLedger,
  messages,
  profiles,
  usageCounters,
  users,
} from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { balanceOf, ledgerMismatches } from '../credits/credits.ts';
import { findOrCreateConversation, insertMessage } from './chats.repo.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { activate, sessionOf } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

/** Conversations: the list, reading, removing, who may see and post what, held messages, photos, staff replies. */
let t: TestApp;
let staffHeaders: Record<string, string>;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  staffHeaders = (await staffSession(t)).headers;
  [a, b, c] = (await realMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(conversations);
  await db.delete(usageCounters);
  await db.delete(blocks);
  await db.update(users).set({ paidUser: true, status: 'confirmed', invisible: false });
  await db.update(profiles).set({ status: 'active', country: 'NL' });
  for (const member of [a, b, c]) await setCredits(db, member.id, 20);
  await t.settled();
});

const say = async (from: ChatMember, to: { id: string }, text = 'Hoi') => {
  const res = await sendMessage(t, from, { profile_id: to.id, text });
  expect(res.statusCode).toBe(200);
  return res.json() as { message: { id: string }; conversation: { id: string } };
};
const chatsOf = async (member: ChatMember) => (await asMember(t, member, 'GET', '/api/chats.php')).json().chats;
const chat = (member: ChatMember, query: string) => asMember(t, member, 'GET', `/api/chat.php?${query}`);

/** Every domain event the bus carries from now on. */
function published() {
  const seen: DomainEvent[] = [];
  for (const type of ['message.created', 'conversation.read'] as const) {
    t.app.services.bus.subscribe(type, (event) => void seen.push(event));
  }
  return seen;
}

describe('GET /api/chats.php, GET and PUT /api/chat.php', () => {
  it('lists the conversation on both sides, unread for the recipient, until they open it', async () => {
    const events = published();
    const { conversation } = await say(a, b, 'Eerste');
    await say(a, b, 'Tweede');
    const ofB = await chatsOf(b);
    expect(ofB).toEqual([
      {
        conversation,
        profile: expect.objectContaining({ id: a.id }),
        num_unread_messages: 2,
        last_message: expect.objectContaining({ kind: 'text', text: 'Tweede', mine: false }),
      },
    ]);
    expect((await chatsOf(a))[0]).toMatchObject({ num_unread_messages: 0, last_message: { mine: true } });
    const opened = (await chat(b, `id=${conversation.id}`)).json();
    expect(opened.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['Eerste', false],
      ['Tweede', false],
    ]);
    expect(opened).toMatchObject({ profile: { id: a.id }, blocked: false, more: false, max_length: 1000 });
    expect((await asMember(t, b, 'PUT', '/api/chat.php', { conversation })).statusCode).toBe(200);
    expect((await chatsOf(b))[0].num_unread_messages).toBe(0);
    expect(events.filter((e) => e.type === 'conversation.read')).toEqual([
      {
        type: 'conversation.read',
        conversationId: conversation.id,
        memberId: b.id,
        receipt: { otherId: a.id, readAt: expect.any(String) },
      },
    ]);
    expect(events.filter((e) => e.type === 'message.created')).toHaveLength(2);
  });

  it('finds the conversation by profile (null before the first message) and pages older history', async () => {
    const before = (await chat(a, `profile_id=${b.id}`)).json();
    expect([before.conversation, before.messages]).toEqual([null, []]);
    for (let i = 0; i < 35; i++) {
      t.advance(6_000); // A chatty pair, within the per-minute limits.
      await say(i % 2 ? a : b, i % 2 ? b : a, `#${i}`);
    }
    const page = (await chat(a, `profile_id=${b.id}`)).json();
    expect(page.messages).toHaveLength(30);
    expect([page.messages[0].text, page.messages.at(-1).text, page.more]).toEqual(['#5', '#34', true]);
    const older = (await chat(a, `id=${page.conversation.id}&before=${page.messages[0].id}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['#0', '#1', '#2', '#3', '#4']);
    expect(older.more).toBe(false);
  });

  it('lets no one read, mark or remove a conversation that is not theirs', async () => {
    const { conversation } = await say(a, b, 'Privé');
    expect((await chat(c, `id=${conversation.id}`)).statusCode).toBe(404);
    expect((await asMember(t, c, 'PUT', '/api/chat.php', { conversation })).statusCode).toBe(404);
    expect((await asMember(t, c, 'DELETE', '/api/chat.php', { conversation })).statusCode).toBe(404);
    expect((await chatsOf(b))[0].num_unread_messages).toBe(1);
    expect(await chatsOf(a)).toHaveLength(1);
    // c writing to a is another conversation; a↔b's history stays as it was.
    await say(c, a, 'Van c');
    const ab = (await chat(b, `id=${conversation.id}`)).json();
    expect(ab.messages.map((m: { text: string }) => m.text)).toEqual(['Privé']);
    expect((await asMember(t, a, 'GET', '/api/chat.php?id=not-a-uuid')).statusCode).toBe(400);
    expect((await asMember(t, a, 'GET', `/api/chat.php?id=${conversation.id}&profile_id=${b.id}`)).statusCode).toBe(
      400,
    );
  });

  it('removes a conversation from one side only; a new message brings it back without the old ones', async () => {
    const { conversation } = await say(a, b, 'Oud');
    expect((await asMember(t, a, 'DELETE', '/api/chat.php', { conversation })).statusCode).toBe(200);
    expect(await chatsOf(a)).toEqual([]);
    expect(await chatsOf(b)).toHaveLength(1);
    await say(b, a, 'Nieuw');
    expect((await chatsOf(a))[0]).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Nieuw' } });
    const history = (await chat(a, `id=${conversation.id}`)).json().messages;
    expect(history.map((m: { text: string }) => m.text)).toEqual(['Nieuw']);
    expect((await asMember(t, a, 'DELETE', '/api/chat.php', { profile: { id: b.id } })).statusCode).toBe(200);
    expect(await chatsOf(a)).toEqual([]);
  });
});

describe('who may message whom', () => {
  it('refuses messages between blocked members both ways, and hides the blocker', async () => {
    const { conversation } = await say(a, b);
    await t.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await t.settled();
    expect((await sendMessage(t, a, { profile_id: b.id, text: 'Nog?' })).statusCode).toBe(404);
    expect((await sendMessage(t, b, { profile_id: a.id, text: 'Nee' })).statusCode).toBe(404);
    expect(await chatsOf(a)).toEqual([]);
    expect((await chat(a, `id=${conversation.id}`)).statusCode).toBe(404);
    expect((await chat(b, `id=${conversation.id}`)).json()).toMatchObject({ blocked: true });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses messages to oneself, to hidden members and to ids that do not exist, alike', async () => {
    const { db } = t.database;
    await db.update(users).set({ invisible: true }).where(eq(users.id, c.id));
    await t.settled();
    for (const to of [a.id, c.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await sendMessage(t, a, { profile_id: to, text: 'Hoi' });
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    }
    expect(await db.select().from(messages)).toEqual([]);
  });

  it('keeps an invisible member in the chats of those they share a conversation with, and refuses everyone else', async () => {
    const { db } = t.database;
    const { conversation } = await say(b, c, 'Hoi C');
    await db.update(users).set({ invisible: true }).where(eq(users.id, c.id));
    await t.settled();
    expect(await chatsOf(b)).toEqual([expect.objectContaining({ profile: expect.objectContaining({ id: c.id }) })]);
    expect((await chat(b, `id=${conversation.id}`)).statusCode).toBe(200);
    await say(b, c, 'Nog steeds hier?');
    await say(c, b, 'Ja');
    const res = await sendMessage(t, a, { profile_id: c.id, text: 'Hoi' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    await db.insert(blocks).values({ blockerId: c.id, blockedId: b.id });
    await t.settled();
    expect((await sendMessage(t, b, { profile_id: c.id, text: 'Hallo?' })).statusCode).toBe(404);
    expect(await chatsOf(b)).toEqual([]);
  });

  it("refuses an unconfirmed member's texts, gifts and icebreakers before charging anything; confirmed, they send", async () => {
    const { db } = t.database;
    await db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    const ledgerBefore = await db.select().from(creditLedger).where(eq(creditLedger.userId, a.id));
    const [gift] = (await asMember(t, a, 'GET', '/api/gifts.php')).json().gifts as { id: string }[];
    const sends = [{ text: 'Wacht' }, { gift_id: gift!.id }, { icebreaker: 'smile' }];
    // One after another, then all again at once: each refused the same way.
    const answers = [];
    for (const what of sends) answers.push(await sendMessage(t, a, { profile_id: b.id, ...what }));
    answers.push(
      ...(await Promise.all(
        sends.flatMap((what) => [1, 2, 3].map(() => sendMessage(t, a, { profile_id: b.id, ...what }))),
      )),
    );
    for (const res of answers) {
      expect([res.statusCode, res.json().code]).toEqual([403, 'activation_required']);
      expect(res.json().message).toMatch(/^Bevestig eerst je e-mailadres/);
    }
    expect(await db.select().from(messages)).toEqual([]);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, a.id))).toEqual(ledgerBefore);
    expect(await balanceOf(db, a.id)).toBe(20);
    expect(await db.select().from(usageCounters)).toEqual([]);
    await activate(t, a);
    const sent = (await sendMessage(t, a, { profile_id: b.id, text: 'Nu wel' })).json();
    expect([sent.message.held, sent.credits]).toEqual([false, 19]);
    expect((await chatsOf(b))[0]).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Nu wel' } });
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('delivers messages held before sends were refused when the sender confirms, not to a member who blocked them', async () => {
    const { db } = t.database;
    await db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    // Stored held, as sends of unconfirmed members were before they were refused.
    for (const [to, body] of [
      [b, 'Vastgehouden'],
      [c, 'Ook vastgehouden'],
    ] as const) {
      const { conversationId } = await findOrCreateConversation(db, a.id, to.id);
      await insertMessage(db, { conversationId, senderId: a.id, kind: 'text', body, delivered: false });
    }
    await t.settled();
    expect(await chatsOf(c)).toEqual([]);
    await db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    await activate(t, a);
    expect(await chatsOf(b)).toEqual([]);
    expect((await chatsOf(c))[0]).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Ook vastgehouden' } });
    const held = await db.select().from(messages).where(eq(messages.delivered, false));
    expect(held.map((m) => m.body)).toEqual(['Vastgehouden']);
  });
});

describe('photo messages', () => {
  const sendPhoto = async (from: ChatMember, to: ChatMember, clientId?: string) => {
    const { payload, headers } = multipart(await jpegWithGps());
    return t.app.inject({
      method: 'POST',
      url: `/api/message-photo.php?profile_id=${to.id}${clientId ? `&client_id=${clientId}` : ''}`,
      headers: { ...CLIENT_HEADERS, ...headers, cookie: from.cookie },
      payload,
    });
  };

  it('are for premium members: a free member gets the premium-only error and pays nothing', async () => {
    await t.database.db.update(users).set({ paidUser: false }).where(eq(users.id, a.id));
    await t.settled();
    const res = await sendPhoto(a, b);
    expect([res.statusCode, res.json().code]).toEqual([403, 'premium_required']);
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });

  it('are refused to an unconfirmed premium member before anything is stored or charged', async () => {
    const { db } = t.database;
    await db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    const res = await sendPhoto(a, b);
    expect([res.statusCode, res.json().code]).toEqual([403, 'activation_required']);
    expect(await db.select().from(messages)).toEqual([]);
    expect(await balanceOf(db, a.id)).toBe(20);
  });

  it('are re-encoded without EXIF, charged photo_credits, and served only through signed URLs', async () => {
    const res = await sendPhoto(a, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().credits).toBe(18);
    const { photo } = (await chat(b, `profile_id=${a.id}`)).json().messages[0];
    expect(photo.full).toMatch(/\/full\.jpg\?exp=\d+&sig=/);
    const file = await t.app.inject({ url: `/media/${photo.full}`, headers: { host: 'localhost:3000' } });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
    const unsigned = await t.app.inject({
      url: `/media/${photo.full.split('?')[0]}`,
      headers: { host: 'localhost:3000' },
    });
    expect(unsigned.statusCode).toBe(404);
    const forged = photo.full.replace(/sig=.*/, 'sig=AAAA');
    expect((await t.app.inject({ url: `/media/${forged}`, headers: { host: 'localhost:3000' } })).statusCode).toBe(404);
  });

  it('stores a retried photo send once, files included', async () => {
    const stored = () => (existsSync(join(t.filesDir, 'chat')) ? readdirSync(join(t.filesDir, 'chat')) : []);
    const before = stored();
    const clientId = randomUUID();
    const first = (await sendPhoto(a, b, clientId)).json();
    const again = (await sendPhoto(a, b, clientId)).json();
    expect([again.message.id, again.credits]).toEqual([first.message.id, first.credits]);
    const added = stored().filter((folder) => !before.includes(folder));
    expect(added).toEqual([first.message.photo.full.split('/')[0]]);
  });

  it('refuses what is not an image, storing and charging nothing', async () => {
    const { payload, headers } = multipart(Buffer.from('not an image at all'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/message-photo.php?profile_id=${b.id}`,
      headers: { ...CLIENT_HEADERS, ...headers, cookie: a.cookie },
      payload,
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'photo_invalid']);
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });
});

describe('fictional profiles and the staff API', () => {
  const staff = (method: 'GET' | 'POST', url: string, payload?: object, headers = staffHeaders) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('lists the conversation with a fictional profile in the inbox; staff answer as it, free of charge', async () => {
    const [fictional] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, true));
    const { conversation } = await say(a, fictional!, 'Ben je echt?');
    const inbox = (await staff('GET', '/api/admin/inbox.php')).json().conversations;
    expect(inbox).toEqual([
      expect.objectContaining({
        conversation_id: conversation.id,
        profile: expect.objectContaining({ id: fictional!.id, fictional: true }),
        member: expect.objectContaining({ id: a.id, credits: expect.any(Number) }),
        num_unread_messages: 1,
      }),
    ]);
    const credits = (await t.database.db.select().from(users).where(eq(users.id, a.id)))[0]!.credits;
    const answer = await staff('POST', '/api/admin/message.php', { conversation_id: conversation.id, text: 'Hoi!' });
    expect(answer.statusCode).toBe(200);
    const seen = (await chatsOf(a))[0];
    expect(seen).toMatchObject({ num_unread_messages: 1, profile: { id: fictional!.id, fictional: true } });
    expect(seen.last_message).toMatchObject({ text: 'Hoi!', mine: false });
    expect((await t.database.db.select().from(users).where(eq(users.id, a.id)))[0]!.credits).toBe(credits);
  });

  it('refuses a conversation without a fictional profile, another role than operator, and a member who blocked the profile', async () => {
    const [fictional] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, true));
    const real = await say(a, b, 'Hoi');
    const asReal = await staff('POST', '/api/admin/message.php', {
      conversation_id: real.conversation.id,
      text: 'Hoi',
    });
    expect(asReal.statusCode).toBe(404);
    const moderator = (await staffSession(t, 'moderator')).headers;
    expect((await staff('GET', '/api/admin/inbox.php', undefined, moderator)).statusCode).toBe(403);
    expect((await staff('GET', '/api/admin/inbox.php', undefined, CLIENT_HEADERS)).statusCode).toBe(401);
    const { conversation } = await say(a, fictional!, 'Ben je echt?');
    await t.database.db.insert(blocks).values({ blockerId: a.id, blockedId: fictional!.id });
    const blocked = await staff('POST', '/api/admin/message.php', { conversation_id: conversation.id, text: 'Hoi' });
    expect(blocked.statusCode).toBe(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, fictional!.id))).toEqual([]);
  });
});

describe('sessions', () => {
  it('needs a logged-in member for every chat call', async () => {
    for (const [method, url] of [
      ['GET', '/api/chats.php'],
      ['GET', '/api/chat.php?profile_id=00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/gifts.php'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: CLIENT_HEADERS });
      expect([res.statusCode, res.json().code]).toEqual([403, 'authentication_required']);
    }
    const cookie = await sessionOf(t.app, a.id);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { ...CLIENT_HEADERS, cookie } })).statusCode).toBe(
      200,
    );
  });
});
