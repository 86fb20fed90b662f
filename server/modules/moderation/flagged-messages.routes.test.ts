import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, messageFlags, usageCounters, users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { auditOf } from '../../test/moderation.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The console's queue of flagged messages (decision 038): moderators and admins only, dismissed once, audited. */
let t: TestApp;
let moderator: Record<string, string>;
let sender: ChatMember;
let recipient: ChatMember;
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  moderator = (await staffSession(t, 'moderator')).headers;
  [sender, recipient] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(conversations);
  await t.database.db.delete(usageCounters);
  for (const member of [sender, recipient]) await setCredits(t.database.db, member.id, 50);
});

const write = async (text: string, from = sender, to = recipient) => {
  const res = await sendMessage(t, from, { profile_id: to.id, text });
  expect(res.statusCode).toBe(200);
  return res.json().message.id as string;
};
const queue = (headers: Record<string, string> = moderator, status = 'open') =>
  t.app.inject({ method: 'GET', url: `/api/admin/flagged-messages.php?status=${status}`, headers });
const dismiss = (id: string, headers: Record<string, string> = moderator) =>
  t.app.inject({ method: 'POST', url: '/api/admin/flagged-message-dismiss.php', headers, payload: { id } });
const ids = async (status = 'open') => (await queue(moderator, status)).json().flags.map((f: { id: string }) => f.id);

describe('the flagged messages queue', () => {
  it('lists the flagged messages oldest first with the kinds, the text, the sender and account age, the recipient', async () => {
    await t.database.db
      .update(users)
      .set({ signupDate: new Date(t.now().getTime() - 3 * DAY_MS - 60_000) })
      .where(eq(users.id, sender.id));
    const first = await write('Stuur me 100 euro via Western Union');
    await write('Hoi, hoe is je weekend?');
    t.advance(1000);
    const second = await write('mijn snap is anna_92, of 06-12345678');
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const flags = res.json().flags;
    expect(flags.map((f: { id: string }) => f.id)).toEqual([first, second]);
    expect(flags[0]).toMatchObject({
      kinds: ['payment'],
      text: 'Stuur me 100 euro via Western Union',
      status: 'open',
      created_at: expect.any(String),
      sender: { id: sender.id, name: expect.any(String), fictional: false, account_age_days: 3, strikes: 0 },
      recipient: { id: recipient.id, name: expect.any(String), fictional: false },
    });
    expect(flags[1].kinds).toEqual(['phone', 'link']);
  });

  it('refuses visitors, members and operators; lets admins in', async () => {
    const id = await write('bel 0612345678');
    const operator = (await staffSession(t, 'operator')).headers;
    const member = { ...CLIENT_HEADERS, cookie: sender.cookie };
    expect((await queue({})).statusCode).toBe(401);
    expect((await queue(member)).statusCode).toBe(401);
    expect([(await queue(operator)).statusCode, (await queue(operator)).json().code]).toEqual([403, 'staff_forbidden']);
    expect((await dismiss(id, member)).statusCode).toBe(401);
    expect((await dismiss(id, operator)).statusCode).toBe(403);
    expect(await ids()).toContain(id);
    expect((await queue((await staffSession(t, 'admin')).headers)).statusCode).toBe(200);
  });

  it('dismisses once: off the open queue, on the dismissed one, one audit row; an unknown flag is 404', async () => {
    const id = await write('naam at gmail dot com');
    expect((await dismiss(id)).json()).toEqual({ ok: true });
    expect(await ids()).not.toContain(id);
    expect(await ids('dismissed')).toEqual([id]);
    expect((await dismiss(id)).statusCode).toBe(200);
    const audit = await auditOf(t, 'message', id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'message_flag.dismissed',
        before: { status: 'open', kinds: ['email'] },
        after: { status: 'dismissed', kinds: ['email'], sender_id: sender.id },
      }),
    ]);
    const [flag] = await t.database.db.select().from(messageFlags).where(eq(messageFlags.messageId, id));
    expect(flag).toMatchObject({ status: 'dismissed', dismissedAt: expect.any(Date) });
    expect((await dismiss('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('writes one audit row however many dismiss it at once', async () => {
    const id = await write('paypal me');
    const answers = await Promise.all(Array.from({ length: 6 }, () => dismiss(id)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(await auditOf(t, 'message', id)).toHaveLength(1);
  });
});
