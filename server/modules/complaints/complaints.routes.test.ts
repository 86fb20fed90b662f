import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { eventsHeard } from '../../test/events.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** A complaint may name a message only of the reporter's own conversation with the reported member. */
let t: TestApp;
let reporter: ChatMember;
let reported: ChatMember;
let third: ChatMember;
/** Messages: reported -> reporter, reporter -> reported, reported -> third, reporter -> third. */
const sent = { toReporter: '', byReporter: '', otherPair: '', reporterWithThird: '' };

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  [reporter, reported, third] = (await confirmedPremiumMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
  for (const member of [reporter, reported, third]) await setCredits(t.database.db, member.id, 20);
  const send = async (from: ChatMember, to: ChatMember) => {
    const res = await sendMessage(t, from, { profile_id: to.id, text: 'Hallo' });
    expect(res.statusCode).toBe(200);
    return res.json().message.id as string;
  };
  sent.toReporter = await send(reported, reporter);
  sent.byReporter = await send(reporter, reported);
  sent.otherPair = await send(reported, third);
  sent.reporterWithThird = await send(reporter, third);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(complaints);
});

const report = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complaints.php',
    headers: { ...CLIENT_HEADERS, cookie: reporter.cookie },
    payload: { member_id: reported.id, reason: 'harassment', ...payload },
  });
const stored = () => t.database.db.select().from(complaints);

describe('POST /api/complaints.php with a message', () => {
  it.each([
    ['a random id', () => randomUUID()],
    ['a message of a conversation the reporter is not in', () => sent.otherPair],
    ['a message of the reporter with someone else', () => sent.reporterWithThird],
  ])('refuses %s and stores nothing', async (_, messageId) => {
    const res = await report({ message_id: messageId() });
    expect([res.statusCode, res.json().code]).toEqual([400, 'complaint_message_invalid']);
    expect(res.json().message).toBe('Dit bericht hoort niet bij een gesprek met dit lid.');
    expect(await stored()).toEqual([]);
  });

  it('refuses a message of the pair when it names another member, and does not block', async () => {
    const res = await report({ member_id: third.id, message_id: sent.toReporter, block: true });
    expect([res.statusCode, res.json().code]).toEqual([400, 'complaint_message_invalid']);
    expect(await stored()).toEqual([]);
    const blocked = await t.app.inject({
      method: 'GET',
      url: `/api/chat.php?profile_id=${third.id}`,
      headers: { ...CLIENT_HEADERS, cookie: reporter.cookie },
    });
    expect(blocked.json().blocked).toBe(false);
  });

  it.each([
    ['a malformed id', 'not-a-message'],
    ['an id with a NUL byte', `${randomUUID()}\u0000`],
    ['a NUL byte alone', '\u0000'],
  ])('refuses %s as bad input and stores nothing', async (_, messageId) => {
    const res = await report({ message_id: messageId });
    expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    expect(await stored()).toEqual([]);
  });

  it('accepts a message of the reporter’s conversation with the reported member, either side’s', async () => {
    const heard = eventsHeard(t.app, ['complaint.filed']);
    for (const messageId of [sent.toReporter, sent.byReporter]) {
      expect((await report({ message_id: messageId })).json()).toEqual({ ok: true });
      // An open complaint hides the two from each other (report-hides.routes.test.ts): dismissed, it no longer does.
      await t.database.db.update(complaints).set({ status: 'handled', action: 'dismiss' });
      await t.settled();
    }
    const rows = await stored();
    expect(rows.map((row) => [row.reporterId, row.reportedId, row.messageId])).toEqual([
      [reporter.id, reported.id, sent.toReporter],
      [reporter.id, reported.id, sent.byReporter],
    ]);
    expect(heard).toEqual(
      rows.map((row) => ({
        type: 'complaint.filed',
        complaintId: row.id,
        reporterId: reporter.id,
        reportedId: reported.id,
      })),
    );
  });
});
