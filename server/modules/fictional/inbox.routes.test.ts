import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_CLAIM_MS, STAFF_LIVE_PATH } from '../../../shared/constants.ts';
import type { OperatorLiveMessage } from '../../../shared/contracts/fictional.ts';
import { REALTIME_CLOSE } from '../../../shared/realtime-close.ts';
import { auditLog, blocks, conversationClaims, conversations, messages, users } from '../../db/schema/index.ts';
import { type ChatMember, asMember, realMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type LiveSocket, openLiveSocket, refusedStatus } from '../../test/live-socket.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The operators' inbox: one operator per conversation (race-safe claims), free answers, audited, live. */
let t: TestApp;
let member: ChatMember;
let fictionalId: string;
let first: Awaited<ReturnType<typeof staffSession>>;
let second: Awaited<ReturnType<typeof staffSession>>;
const sockets: LiveSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [member] = (await realMembers(t, 1)) as [ChatMember];
  const [fictional] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.fictional, true));
  fictionalId = fictional!.id;
  first = await staffSession(t, 'operator');
  second = await staffSession(t, 'operator');
});
afterAll(async () => {
  for (const { socket } of sockets) socket.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(conversations);
  await t.database.db.delete(blocks);
  await t.database.db.update(users).set({ paidUser: true, status: 'confirmed' }).where(eq(users.id, member.id));
  await setCredits(t.database.db, member.id, 20);
  await t.settled();
});

const staffCall = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const claim = (headers: Record<string, string>, conversationId: string) =>
  staffCall(headers, 'POST', '/api/admin/inbox-claim.php', { conversation_id: conversationId });
const answer = (headers: Record<string, string>, conversationId: string, text = 'Hoi!') =>
  staffCall(headers, 'POST', '/api/admin/message.php', { conversation_id: conversationId, text });
const memberWrites = async (text = 'Ben je er?') => {
  const res = await sendMessage(t, member, { profile_id: fictionalId, text });
  expect(res.statusCode).toBe(200);
  return res.json().conversation.id as string;
};
const open = async (options: Parameters<typeof openLiveSocket>[1]) => {
  const socket = await openLiveSocket(t.app, options);
  sockets.push(socket);
  return socket;
};
/** The next message on the member's tab that is not about their own sends or credits. */
async function answerOn(tab: LiveSocket) {
  for (;;) {
    const message = await tab.next();
    if (message.type === 'message.created' && !message.message.mine) return message;
  }
}
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const creditsOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.credits;

describe('the inbox', () => {
  it('lists the conversation with the member summary and history; an answer reaches the member live, free, audited', async () => {
    const console = await open({ cookie: first.headers.cookie, path: STAFF_LIVE_PATH });
    expect(await console.next()).toEqual({ type: 'hello' });
    const tab = await open({ cookie: member.cookie });
    expect(await tab.next()).toEqual({ type: 'hello' });
    const conversationId = await memberWrites();
    expect((await console.next()) as OperatorLiveMessage).toEqual({
      type: 'inbox.message',
      conversation_id: conversationId,
    });

    const [entry] = (await staffCall(first.headers, 'GET', '/api/admin/inbox.php')).json().conversations;
    expect(entry).toMatchObject({
      conversation_id: conversationId,
      profile: { id: fictionalId, fictional: true },
      member: { id: member.id, credits: await creditsOf(member.id), premium: true },
      num_unread_messages: 1,
      claim: null,
    });
    const history = await staffCall(
      first.headers,
      'GET',
      `/api/admin/inbox-conversation.php?conversation_id=${conversationId}`,
    );
    expect(history.json().messages).toEqual([expect.objectContaining({ text: 'Ben je er?', mine: false })]);

    expect((await claim(first.headers, conversationId)).json().claim).toMatchObject({ mine: true });
    expect((await console.next()) as OperatorLiveMessage).toMatchObject({
      type: 'inbox.claim',
      staff_id: first.account.id,
    });
    const credits = await creditsOf(member.id);
    const sent = await answer(first.headers, conversationId);
    expect(sent.statusCode).toBe(200);
    const live = await answerOn(tab);
    expect(live).toMatchObject({
      type: 'message.created',
      conversation_id: conversationId,
      profile_id: fictionalId,
      message: { text: 'Hoi!', mine: false },
    });
    // Answered is read: the inbox no longer counts the member's message unread.
    const [answered] = (await staffCall(first.headers, 'GET', '/api/admin/inbox.php')).json().conversations;
    expect(answered).toMatchObject({ conversation_id: conversationId, num_unread_messages: 0 });
    const [chat] = (await asMember(t, member, 'GET', '/api/chats.php')).json().chats;
    expect(chat.profile).toMatchObject({ id: fictionalId, fictional: true });
    expect(await creditsOf(member.id)).toBe(credits);
    const audit = await auditOf('fictional.answered');
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: first.account.id,
        objectType: 'message',
        objectId: sent.json().message.id,
        after: { conversation: conversationId, profile: fictionalId },
      }),
    ]);
  });

  it('lets exactly one of many parallel claims hold it; the others and their sends are refused until it expires', async () => {
    const conversationId = await memberWrites();
    const operators = [first, second, await staffSession(t, 'operator'), await staffSession(t, 'operator')];
    const attempts = Array.from({ length: 20 }, (_, i) => operators[i % operators.length]!);
    const answers = await Promise.all(attempts.map((who) => claim(who.headers, conversationId)));
    const winners = new Set(attempts.filter((_, i) => answers[i]!.statusCode === 200).map((who) => who.account.id));
    expect(winners.size).toBe(1);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const [holder] = await t.database.db.select().from(conversationClaims);
    expect(holder!.staffId).toBe([...winners][0]);

    const loser = operators.find((who) => !winners.has(who.account.id))!;
    const refused = await answer(loser.headers, conversationId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conversation_claimed']);
    expect(refused.json().message).toMatch(/.+/);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, fictionalId))).toEqual([]);
    const [listed] = (await staffCall(loser.headers, 'GET', '/api/admin/inbox.php')).json().conversations;
    expect(listed.claim).toMatchObject({ mine: false });

    t.advance(CONVERSATION_CLAIM_MS + 1000);
    expect((await claim(loser.headers, conversationId)).statusCode).toBe(200);
    expect((await answer(loser.headers, conversationId)).statusCode).toBe(200);
  });

  it('frees a released claim for another operator', async () => {
    const conversationId = await memberWrites();
    expect((await claim(first.headers, conversationId)).statusCode).toBe(200);
    expect((await claim(second.headers, conversationId)).statusCode).toBe(409);
    await staffCall(first.headers, 'POST', '/api/admin/inbox-release.php', { conversation_id: conversationId });
    expect((await claim(second.headers, conversationId)).statusCode).toBe(200);
  });

  it("closes an operator's live console once their session ends or the account is disabled", async () => {
    const operator = await staffSession(t, 'operator');
    const other = await staffSession(t, 'operator');
    const ended = await open({ cookie: operator.headers.cookie, path: STAFF_LIVE_PATH });
    const disabled = await open({ cookie: other.headers.cookie, path: STAFF_LIVE_PATH });
    const kept = await open({ cookie: first.headers.cookie, path: STAFF_LIVE_PATH });
    const admin = await staffSession(t, 'admin');
    await staffCall(admin.headers, 'POST', '/api/admin/staff-sessions-end.php', { id: operator.account.id });
    await staffCall(admin.headers, 'POST', '/api/admin/staff-disable.php', { id: other.account.id, disabled: true });
    await t.app.services.operatorLive.checkSessions();
    expect(await ended.closed).toBe(REALTIME_CLOSE.sessionEnded);
    expect(await disabled.closed).toBe(REALTIME_CLOSE.sessionEnded);
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
  });

  it('refuses a moderator (routes and live socket), a foreign page, and a conversation the member blocked', async () => {
    const conversationId = await memberWrites();
    const answered = (await auditOf('fictional.answered')).length;
    const moderator = (await staffSession(t, 'moderator')).headers;
    expect((await staffCall(moderator, 'GET', '/api/admin/inbox.php')).statusCode).toBe(403);
    expect((await claim(moderator, conversationId)).statusCode).toBe(403);
    expect((await answer(moderator, conversationId)).statusCode).toBe(403);
    expect(await refusedStatus(t.app, { cookie: moderator.cookie, path: STAFF_LIVE_PATH })).toBe(403);
    expect(await refusedStatus(t.app, { cookie: member.cookie, path: STAFF_LIVE_PATH })).toBe(401);
    expect(
      await refusedStatus(t.app, { cookie: first.headers.cookie, path: STAFF_LIVE_PATH, origin: 'https://evil.test' }),
    ).toBe(403);

    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      payload: { id: fictionalId },
    });
    expect(block.statusCode).toBe(200);
    expect((await staffCall(first.headers, 'GET', '/api/admin/inbox.php')).json().conversations).toEqual([]);
    expect((await answer(first.headers, conversationId)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, fictionalId))).toEqual([]);
    expect(await auditOf('fictional.answered')).toHaveLength(answered);
  });
});
