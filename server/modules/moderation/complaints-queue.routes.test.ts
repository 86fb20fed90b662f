import { and, eq, ilike, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../../shared/realtime-close.ts';
import { blocks, complaints, photos, sessions, users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { signupMember } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import {
  auditOf,
  fileComplaint,
  loggedIn,
  memberLogin,
  standingOf,
  strikesOf,
  userStatus,
} from '../../test/moderation.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
let reporter: ChatMember;
let reported: ChatMember;
const sent = { named: '', other: '' };
const newIp = addresses(162);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
  [reporter, reported] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
  for (const member of [reporter, reported]) await setCredits(t.database.db, member.id, 20);
  for (const key of ['named', 'other'] as const) {
    const res = await sendMessage(t, reported, { profile_id: reporter.id, text: `Bericht ${key}` });
    sent[key] = res.json().message.id;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(complaints);
});

const handle = (payload: object, headers = staffHeaders) =>
  t.app.inject({ method: 'POST', url: '/api/admin/complaint-handle.php', headers, payload });
const queue = async (status = 'open') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/complaints.php?status=${status}`, headers: staffHeaders })
  ).json().complaints;

/** A member who signed up with a password (so that their logins can be tried), confirmed. */
async function memberWithLogin(email: string) {
  const member = await signupMember(t.app, newIp(), email);
  await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
  return member;
}

describe('POST /api/complaints.php then the queue', () => {
  it('stores a complaint for staff and blocks the member in the same step when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { ...CLIENT_HEADERS, cookie: reporter.cookie },
      payload: { member_id: reported.id, message_id: sent.named, reason: 'fake_profile', details: 'Foto', block: true },
    });
    expect(res.json()).toEqual({ ok: true });
    const [complaint] = await queue();
    expect(complaint).toMatchObject({
      reason: 'fake_profile',
      details: 'Foto',
      status: 'open',
      reporter: { id: reporter.id, name: expect.any(String) },
      reported: { id: reported.id, age: expect.any(Number), site: expect.any(String), status: 'confirmed', strikes: 0 },
    });
    expect(complaint.messages.map((m: { id: string; body: string }) => [m.id, m.body])).toEqual([
      [sent.named, 'Bericht named'],
    ]);
    const own = await t.database.db
      .select()
      .from(photos)
      .where(and(eq(photos.userId, reported.id), ne(photos.status, 'deleted')));
    expect(complaint.photos.map((p: { id: string }) => p.id).sort()).toEqual(own.map((p) => p.id).sort());
    const blocked = await t.database.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.blockerId, reporter.id), eq(blocks.blockedId, reported.id)));
    expect(blocked).toHaveLength(1);
  });
});

describe('the complaints queue', () => {
  it('refuses the operator role, and lists open complaints oldest first', async () => {
    const operator = (await staffSession(t, 'operator')).headers;
    const id = await fileComplaint(t, reporter.id, reported.id);
    t.advance(1000);
    const later = await fileComplaint(t, reporter.id, reported.id);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/complaints.php', headers: operator });
    expect(listed.statusCode).toBe(403);
    expect((await handle({ id, action: 'dismiss' }, operator)).statusCode).toBe(403);
    expect((await queue()).map((c: { id: string }) => c.id)).toEqual([id, later]);
    expect(await auditOf(t, 'complaint', id)).toEqual([]);
  });

  it('dismisses: closed, on the handled tab, one audit row, no strike; a second try is told it is handled', async () => {
    const id = await fileComplaint(t, reporter.id, reported.id);
    const strikes = (await strikesOf(t, reported.id)).length;
    expect((await handle({ id, action: 'dismiss' })).statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    expect((await queue('handled')).map((c: { id: string }) => c.id)).toEqual([id]);
    const again = await handle({ id, action: 'warn', reason: 'Nog eens' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'complaint_handled']);
    expect((await auditOf(t, 'complaint', id)).map((r) => r.action)).toEqual(['complaint.dismissed']);
    expect((await strikesOf(t, reported.id)).length).toBe(strikes);
    expect((await handle({ id: crypto.randomUUID(), action: 'dismiss' })).statusCode).toBe(404);
  });

  it('refuses a warning without a reason and a suspension without days or beyond 365', async () => {
    const id = await fileComplaint(t, reporter.id, reported.id);
    for (const body of [
      { id, action: 'warn' },
      { id, action: 'suspend', reason: 'x' },
      { id, action: 'suspend', reason: 'x', days: 0 },
      { id, action: 'suspend', reason: 'x', days: 366 },
      { id, action: 'delete', reason: 'x' },
    ]) {
      expect((await handle(body)).statusCode).toBe(400);
    }
    expect((await queue()).map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('warns: a strike with its reason, shown to the member until they acknowledge it', async () => {
    const member = await memberWithLogin('warned@example.com');
    const id = await fileComplaint(t, reporter.id, member.id);
    expect((await handle({ id, action: 'warn', reason: 'Wees vriendelijk' })).statusCode).toBe(200);
    const [strike] = await strikesOf(t, member.id);
    expect(strike).toMatchObject({ kind: 'warn', reason: 'Wees vriendelijk', complaintId: id, seenAt: null });
    expect((await auditOf(t, 'complaint', id)).map((r) => r.action)).toEqual(['complaint.warned']);
    const warnings = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/warnings.php', headers: { ...CLIENT_HEADERS, cookie } });
    const shown = (await warnings(member.cookie)).json().warnings;
    expect(shown).toEqual([{ id: strike!.id, reason: 'Wees vriendelijk', created_at: expect.any(String) }]);
    expect((await warnings(member.cookie)).json().warnings).toHaveLength(1);
    const acknowledge = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/warnings.php',
        headers: { ...CLIENT_HEADERS, cookie },
        payload: { id: strike!.id },
      });
    expect((await acknowledge(reporter.cookie)).statusCode).toBe(200);
    expect((await warnings(member.cookie)).json().warnings).toHaveLength(1);
    expect((await acknowledge(member.cookie)).statusCode).toBe(200);
    expect((await warnings(member.cookie)).json().warnings).toEqual([]);
    expect((await strikesOf(t, member.id))[0]!.seenAt).not.toBeNull();
  });

  it('suspends: sessions end at once, login refused until the time passes, then allowed', async () => {
    const member = await memberWithLogin('suspended@example.com');
    const id = await fileComplaint(t, reporter.id, member.id);
    expect((await handle({ id, action: 'suspend', reason: 'Spam', days: 2 })).statusCode).toBe(200);
    expect(await userStatus(t, member.cookie)).toBe(403);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const [strike] = await strikesOf(t, member.id);
    expect(strike).toMatchObject({ kind: 'suspend', reason: 'Spam', complaintId: id });
    expect(strike!.until!.getTime()).toBe((await standingOf(t, member.id)).suspendedUntil!.getTime());
    const refused = await memberLogin(t, 'suspended@example.com', newIp());
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'account_suspended']);
    const until = new Intl.DateTimeFormat('nl', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    expect(refused.json().message).toBe(
      `Je account is geschorst tot ${until.format(strike!.until!)} (UTC). Daarna kun je weer inloggen.`,
    );
    t.advance(2 * 86_400_000 - 60_000);
    expect((await memberLogin(t, 'suspended@example.com', newIp())).statusCode).toBe(403);
    t.advance(120_000);
    const cookie = await loggedIn(t, 'suspended@example.com', newIp());
    expect(await userStatus(t, cookie)).toBe(200);
    expect((await auditOf(t, 'complaint', id)).map((r) => r.action)).toEqual(['complaint.suspended']);
    staffHeaders = (await staffSession(t, 'moderator')).headers;
  });

  it('bans: sessions and an open WebSocket end at once, login and a new signup with the address are refused', async () => {
    const member = await memberWithLogin('Banned.Member@example.com');
    const tab = await openLiveSocket(t.app, { cookie: member.cookie });
    expect(await tab.next()).toEqual({ type: 'hello' });
    const id = await fileComplaint(t, reporter.id, member.id);
    expect((await handle({ id, action: 'ban', reason: 'Oplichting' })).statusCode).toBe(200);
    expect(await tab.closed).toBe(REALTIME_CLOSE.sessionEnded);
    expect(await userStatus(t, member.cookie)).toBe(403);
    const login = await memberLogin(t, 'banned.member@example.com', newIp());
    expect([login.statusCode, login.json().code]).toEqual([403, 'account_banned']);
    expect((await standingOf(t, member.id)).bannedAt).not.toBeNull();
    expect((await strikesOf(t, member.id)).map((s) => [s.kind, s.reason])).toEqual([['ban', 'Oplichting']]);
    expect((await auditOf(t, 'complaint', id)).map((r) => r.action)).toEqual(['complaint.banned']);
    await t.database.db.delete(users).where(eq(users.id, member.id));
    for (const email of ['banned.member@example.com', '  BANNED.Member@Example.COM ']) {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: CLIENT_HEADERS,
        remoteAddress: newIp(),
        payload: { email, name: 'Sam', date_of_birth: '1990-01-01', password: 'pw-123456' },
      });
      expect([signup.statusCode, signup.json().fields?.email]).toEqual([
        400,
        'Met dit e-mailadres kun je je op deze site niet aanmelden.',
      ]);
    }
    const accounts = await t.database.db.select().from(users).where(ilike(users.email, 'banned.member@example.com'));
    expect(accounts).toEqual([]);
  });
});

describe('handling one complaint in parallel', () => {
  it('leaves exactly one strike and one audit row when ten moderators act at once', async () => {
    const member = await memberWithLogin('raced@example.com');
    const id = await fileComplaint(t, reporter.id, member.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => handle({ id, action: i % 2 ? 'ban' : 'warn', reason: `Poging ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await strikesOf(t, member.id)).toHaveLength(1);
    expect(await auditOf(t, 'complaint', id)).toHaveLength(1);
  });
});
