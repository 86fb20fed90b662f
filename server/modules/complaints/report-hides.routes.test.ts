import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { blocks, complaints, conversationMembers, likes, users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * A report protects at once (decision 037): from the answer to the complaint on, the reporter and the reported member
 * are hidden from each other both ways, as by a block, everywhere (search, profile, likes, chats, sending, typing),
 * until staff dismiss the complaint; upheld, it keeps hiding them.
 */
let t: TestApp;
let staffHeaders: Record<string, string>;
let reporter: ChatMember;
let reported: ChatMember;
let third: ChatMember;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
  [reporter, reported, third] = (await confirmedPremiumMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
});
afterAll(() => t.close());

beforeEach(async () => {
  const { db } = t.database;
  await db.delete(complaints);
  await db.delete(blocks);
  await db.delete(likes);
  t.advance(61_000); // a new minute: the per-minute message quotas start afresh
  for (const member of [reporter, reported, third]) await setCredits(db, member.id, 50);
  await t.settled();
  // They liked each other (a match) and wrote each other: related in every way.
  for (const [from, to] of [
    [reporter, reported],
    [reported, reporter],
  ] as const) {
    expect((await call(from, 'POST', '/api/like.php', { profile_id: to.id })).statusCode).toBe(200);
    expect((await sendMessage(t, from, { profile_id: to.id, text: 'Hoi' })).statusCode).toBe(200);
  }
});

function call(member: ChatMember, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    ...(payload ? { payload } : {}),
  });
}

const report = (by: ChatMember, about: ChatMember, extra: object = {}) =>
  call(by, 'POST', '/api/complaints.php', { member_id: about.id, reason: 'harassment', ...extra });

const handle = (id: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/complaint-handle.php',
    headers: staffHeaders,
    payload: { id, action, ...(action !== 'dismiss' && { reason: 'Onvriendelijk' }) },
  });

async function complaintId(): Promise<string> {
  const [row] = await t.database.db.select({ id: complaints.id }).from(complaints);
  return row!.id;
}

/** What `viewer` sees of `other` everywhere, and whether the two can reach each other. */
async function sight(viewer: ChatMember, other: ChatMember) {
  const ids = (list: { id: string }[]) => list.map((card) => card.id);
  const searched = (await call(viewer, 'GET', '/api/members.php?page=1')).json();
  const likesList = (await call(viewer, 'GET', '/api/likes.php')).json();
  const chats = (await call(viewer, 'GET', '/api/chats.php')).json();
  // Whom the viewer's typing in their conversation reaches (the live socket relays it only there: decision 034).
  const [side] = await t.database.db
    .select({ conversationId: conversationMembers.conversationId, siteId: users.siteId })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(and(eq(conversationMembers.userId, viewer.id), eq(conversationMembers.otherUserId, other.id)));
  const member = { id: viewer.id, status: 'confirmed', paid_user: true } as User;
  const typingTo = await t.app.services.chats.typingTo(side!.siteId, member, side!.conversationId);
  return {
    search: ids([...searched.profiles, ...searched.similar]).includes(other.id),
    profile: (await call(viewer, 'GET', `/api/member.php?id=${other.id}`)).statusCode,
    likes: ids(likesList.profiles).includes(other.id) || ids(likesList.liked_by).includes(other.id),
    chats: chats.chats.some((chat: { profile: { id: string } }) => chat.profile.id === other.id),
    conversation: (await call(viewer, 'GET', `/api/chat.php?profile_id=${other.id}`)).statusCode,
    typing: typingTo === other.id,
  };
}

const SEEN = { search: true, profile: 200, likes: true, chats: true, conversation: 200, typing: true };
const HIDDEN = { search: false, profile: 404, likes: false, chats: false, conversation: 404, typing: false };

describe('a complaint hides the two members from each other at once', () => {
  it('both ways, in the very next requests: search, profile, likes, chats, typing; sending and liking refused', async () => {
    expect(await sight(reporter, reported)).toEqual(SEEN);
    expect(await sight(reported, reporter)).toEqual(SEEN);
    expect((await report(reporter, reported)).json()).toEqual({ ok: true });
    expect(await sight(reporter, reported)).toEqual(HIDDEN);
    expect(await sight(reported, reporter)).toEqual(HIDDEN);
    for (const [from, to] of [
      [reporter, reported],
      [reported, reporter],
    ] as const) {
      const sent = await sendMessage(t, from, { profile_id: to.id, text: 'Nog iets' });
      expect([sent.statusCode, sent.json().code]).toEqual([404, 'not_found']);
      expect((await call(from, 'POST', '/api/like.php', { profile_id: to.id })).statusCode).toBe(404);
      // Neither can report the other again (nor the reported member strike back) while it hides them.
      expect((await report(from, to)).statusCode).toBe(404);
    }
    // A third member still sees and reaches both.
    expect((await call(third, 'GET', `/api/member.php?id=${reported.id}`)).statusCode).toBe(200);
    expect((await sendMessage(t, third, { profile_id: reporter.id, text: 'Hallo' })).statusCode).toBe(200);
  });

  it('lifts when staff dismiss the complaint', async () => {
    await report(reporter, reported);
    expect((await handle(await complaintId(), 'dismiss')).statusCode).toBe(200);
    expect(await sight(reporter, reported)).toEqual(SEEN);
    expect(await sight(reported, reporter)).toEqual(SEEN);
    expect((await sendMessage(t, reported, { profile_id: reporter.id, text: 'Sorry' })).statusCode).toBe(200);
  });

  it('stays when staff uphold it with a warning', async () => {
    await report(reporter, reported);
    expect((await handle(await complaintId(), 'warn')).statusCode).toBe(200);
    expect(await sight(reporter, reported)).toEqual(HIDDEN);
    expect(await sight(reported, reporter)).toEqual(HIDDEN);
    expect((await sendMessage(t, reported, { profile_id: reporter.id, text: 'Sorry' })).statusCode).toBe(404);
  });

  it('with a block asked for too: a dismissal leaves the block (the reporter sees the member as blocked)', async () => {
    expect((await report(reporter, reported, { block: true })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(blocks).where(eq(blocks.blockerId, reporter.id))).toHaveLength(1);
    expect(await sight(reported, reporter)).toEqual(HIDDEN);
    await handle(await complaintId(), 'dismiss');
    expect(await sight(reported, reporter)).toEqual(HIDDEN);
    const profile = await call(reporter, 'GET', `/api/member.php?id=${reported.id}`);
    expect([profile.statusCode, profile.json().blocked]).toEqual([200, true]);
    expect((await sendMessage(t, reporter, { profile_id: reported.id, text: 'Hoi' })).statusCode).toBe(404);
  });
});
