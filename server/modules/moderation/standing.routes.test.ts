import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { auditOf, loggedIn, memberLogin, standingOf, userStatus } from '../../test/moderation.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(163);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
});
afterAll(() => t.close());

const standing = (payload: object, headers = staffHeaders) =>
  t.app.inject({ method: 'POST', url: '/api/admin/member-standing.php', headers, payload });
const strikes = async (memberId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/member-strikes.php?member_id=${memberId}`,
      headers: staffHeaders,
    })
  ).json().strikes;

async function member(email: string) {
  const signed = await signupMember(t.app, newIp(), email);
  await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, signed.id));
  return signed;
}

describe("members' standing", () => {
  it('refuses the operator role and an unknown member, and writes nothing', async () => {
    const operator = (await staffSession(t, 'operator')).headers;
    const { id } = await member('operator-try@example.com');
    expect((await standing({ member_id: id, action: 'ban', reason: 'x' }, operator)).statusCode).toBe(403);
    const strikesRes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/member-strikes.php?member_id=${id}`,
      headers: operator,
    });
    expect(strikesRes.statusCode).toBe(403);
    expect((await standing({ member_id: crypto.randomUUID(), action: 'warn', reason: 'x' })).statusCode).toBe(404);
    expect(await auditOf(t, 'member', id)).toEqual([]);
    expect((await standingOf(t, id)).bannedAt).toBeNull();
  });

  it('warns, suspends, bans and lifts, one audit row each, the strikes newest first', async () => {
    const email = 'standing@example.com';
    const { id, cookie } = await member(email);
    expect((await standing({ member_id: id, action: 'warn', reason: 'Taal' })).statusCode).toBe(200);
    expect(await userStatus(t, cookie)).toBe(200);
    t.advance(1000);
    expect((await standing({ member_id: id, action: 'suspend', reason: 'Spam', days: 7 })).statusCode).toBe(200);
    expect(await userStatus(t, cookie)).toBe(403);
    t.advance(1000);
    expect((await standing({ member_id: id, action: 'ban', reason: 'Oplichting' })).statusCode).toBe(200);
    expect((await memberLogin(t, email, newIp())).json().code).toBe('account_banned');
    t.advance(1000);
    expect((await standing({ member_id: id, action: 'lift', reason: 'Vergissing' })).statusCode).toBe(200);
    expect(await standingOf(t, id)).toEqual({ suspendedUntil: null, bannedAt: null });
    expect(await userStatus(t, await loggedIn(t, email, newIp()))).toBe(200);
    const rows = await auditOf(t, 'member', id);
    expect(rows.map((r) => r.action)).toEqual([
      'member.warned',
      'member.suspended',
      'member.banned',
      'member.standing_lifted',
    ]);
    expect(rows[2]!.before).toMatchObject({ banned: false, suspended_until: expect.any(String) });
    expect(rows[2]!.after).toMatchObject({ banned: true, reason: 'Oplichting' });
    expect((await strikes(id)).map((s: { kind: string; reason: string }) => [s.kind, s.reason])).toEqual([
      ['ban', 'Oplichting'],
      ['suspend', 'Spam'],
      ['warn', 'Taal'],
    ]);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: CLIENT_HEADERS,
      remoteAddress: newIp(),
      payload: { email, name: 'Sam', date_of_birth: '1990-01-01', password: 'pw-123456' },
    });
    expect(signup.json().fields?.email).toBe('Dit e-mailadres heeft al een account op deze site.');
  });

  it('refuses a suspension without days, an unknown action and an empty reason', async () => {
    const { id } = await member('bad-standing@example.com');
    for (const body of [
      { member_id: id, action: 'suspend', reason: 'x' },
      { member_id: id, action: 'delete', reason: 'x' },
      { member_id: id, action: 'warn', reason: '  ' },
    ]) {
      expect((await standing(body)).statusCode).toBe(400);
    }
    expect(await auditOf(t, 'member', id)).toEqual([]);
  });
});
