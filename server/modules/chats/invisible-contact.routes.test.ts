import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, likes, users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Invisible means invisible (decision 037): a member in invisible mode cannot open a conversation with a member who
 * cannot see them (not matched, no conversation), and is told to switch invisible mode off; with a match, or in a
 * conversation they share, they write as before. Likes are not affected.
 */
let t: TestApp;
let hidden: ChatMember;
let friend: ChatMember;
let stranger: ChatMember;
let match: ChatMember;
let liked: ChatMember;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  [hidden, friend, stranger, match, liked] = (await confirmedPremiumMembers(t, 5)) as [
    ChatMember,
    ChatMember,
    ChatMember,
    ChatMember,
    ChatMember,
  ];
  for (const member of [hidden, friend, stranger, match]) await setCredits(t.database.db, member.id, 100);
  // Only the relations made here: the demo seed's own likes and conversations may relate any two members.
  await t.database.db.delete(likes);
  await t.database.db.delete(conversations);
  // A conversation from before invisible mode, and a match.
  expect((await sendMessage(t, friend, { profile_id: hidden.id, text: 'Hoi' })).statusCode).toBe(200);
  await t.database.db.insert(likes).values([
    { likerId: hidden.id, likedId: match.id },
    { likerId: match.id, likedId: hidden.id },
  ]);
});
afterAll(() => t.close());

const setInvisible = async (invisible: boolean) => {
  await t.database.db.update(users).set({ invisible }).where(eq(users.id, hidden.id));
  await t.settled();
};
beforeEach(() => setInvisible(true));

const write = (to: ChatMember, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { ...CLIENT_HEADERS, cookie: hidden.cookie, ...(language && { 'accept-language': language }) },
    payload: { profile_id: to.id, text: 'Hallo' },
  });

describe('a member in invisible mode', () => {
  it('cannot write first to a member who cannot see them, and is told to switch it off', async () => {
    const res = await write(stranger);
    expect([res.statusCode, res.json().code]).toEqual([403, 'invisible_contact']);
    expect(res.json().message).toBe(
      'Je staat op onzichtbaar, dus dit lid kan je profiel niet zien. Zet onzichtbaar uit in je instellingen om als eerste te schrijven.',
    );
    expect((await write(stranger, 'en')).json().message).toBe(
      'You are in invisible mode, so this member cannot see your profile. Switch invisible mode off in your settings to write first.',
    );
    // Nothing was charged or stored: no conversation with the stranger.
    const chats = await t.app.inject({ url: '/api/chats.php', headers: { ...CLIENT_HEADERS, cookie: hidden.cookie } });
    expect(chats.json().chats.map((chat: { profile: { id: string } }) => chat.profile.id)).not.toContain(stranger.id);
  });

  it('writes on in a conversation they share, and to a match', async () => {
    expect((await write(friend)).statusCode).toBe(200);
    expect((await write(match)).statusCode).toBe(200);
  });

  it('writes first once invisible mode is off, then on in that conversation when invisible again', async () => {
    // The stranger cannot see them either (invisible mode hides them from members they are not related to).
    expect((await sendMessage(t, stranger, { profile_id: hidden.id, text: 'Hoi' })).statusCode).toBe(404);
    await setInvisible(false);
    expect((await write(stranger)).statusCode).toBe(200);
    await setInvisible(true);
    expect((await write(stranger)).statusCode).toBe(200);
    expect((await sendMessage(t, stranger, { profile_id: hidden.id, text: 'Hoi' })).statusCode).toBe(200);
  });

  it('may like a member who cannot see them: the like is kept, unseen by them until they match', async () => {
    const asMember = (member: ChatMember, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie: member.cookie }, ...(payload && { payload }) });
    expect((await asMember(hidden, 'POST', '/api/like.php', { profile_id: liked.id })).json()).toEqual({
      match: false,
    });
    const likers = async () =>
      (await asMember(liked, 'GET', '/api/likes.php')).json().liked_by.map((like: { id: string }) => like.id);
    expect(await likers()).not.toContain(hidden.id);
    expect((await asMember(liked, 'POST', '/api/like.php', { profile_id: hidden.id })).statusCode).toBe(404);
    await setInvisible(false);
    expect(await likers()).toContain(hidden.id);
    expect((await asMember(liked, 'POST', '/api/like.php', { profile_id: hidden.id })).json()).toEqual({ match: true });
    await setInvisible(true);
    expect(await likers()).toContain(hidden.id);
    expect((await write(liked)).statusCode).toBe(200);
  });
});
