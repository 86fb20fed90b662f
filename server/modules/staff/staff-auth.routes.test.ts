import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MINUTES, STAFF_SESSION_HOURS, STAFF_SESSION_IDLE_MINUTES } from '../../../shared/constants.ts';
import { auditLog } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import {
  STAFF_TEST_PASSWORD,
  createStaff,
  staffCookie,
  staffPasswordStep,
  staffSession,
  totpCode,
} from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(121);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admin/me.php', headers });
const secondFactor = (headers: Record<string, string>, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/second-factor.php',
    headers,
    payload: { code },
    remoteAddress: newIp(),
  });
const login = (email: string, password = STAFF_TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login.php',
    headers: CLIENT_HEADERS,
    payload: { email, password },
    remoteAddress: newIp(),
  });

describe('the console login: a password, then a TOTP code', () => {
  it('opens the console after both factors, with the role and its permissions', async () => {
    const account = await createStaff(t, 'moderator');
    const halfOpen = await staffPasswordStep(t, account.email.toUpperCase(), newIp());
    expect([(await me(halfOpen)).statusCode, (await me(halfOpen)).json().code]).toEqual([
      401,
      'second_factor_required',
    ]);
    const done = await secondFactor(halfOpen, await totpCode(t, account.totpSecret));
    expect(done.statusCode).toBe(200);
    expect(done.json().staff).toMatchObject({ email: account.email, role: 'moderator' });
    const mine = (await me(halfOpen)).json();
    expect(mine.permissions).toEqual(expect.arrayContaining(['photos.review', 'members.read']));
    expect(mine.permissions).not.toContain('sites.manage');
  });

  it('sets a console cookie that is HttpOnly, SameSite=Strict and sent only to the console API', async () => {
    const account = await createStaff(t, 'operator');
    const res = await login(account.email);
    const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(res.cookies.some((c) => c.name === 'auth')).toBe(false);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const account = await createStaff(t, 'admin');
    const wrong = await login(account.email, 'not the password at all');
    const unknown = await login('nobody@staff.test');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'login_failed']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([401, 'login_failed']);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a code used once, within its window, and a code of another time', async () => {
    const account = await createStaff(t, 'admin');
    const code = await totpCode(t, account.totpSecret);
    const first = await staffPasswordStep(t, account.email, newIp());
    expect((await secondFactor(first, code)).statusCode).toBe(200);
    const second = await staffPasswordStep(t, account.email, newIp());
    const replay = await secondFactor(second, code);
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'second_factor_invalid']);
    expect((await me(second)).statusCode).toBe(401);
    const stale = await secondFactor(second, await totpCode(t, account.totpSecret, -4));
    expect(stale.statusCode).toBe(401);
    // The next step's code is new: it opens the console.
    expect((await secondFactor(second, await totpCode(t, account.totpSecret, 1))).statusCode).toBe(200);
  });

  it('locks the account after parallel wrong codes, the right one included, for LOGIN_LOCK_MINUTES', async () => {
    const account = await createStaff(t, 'admin');
    const halfOpen = await staffPasswordStep(t, account.email, newIp());
    const right = await totpCode(t, account.totpSecret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => secondFactor(halfOpen, wrong)));
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 'second_factor_invalid').length).toBeLessThanOrEqual(5);
    expect(codes).toContain('login_locked');
    const locked = await secondFactor(halfOpen, right);
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'login_locked']);
    expect((await login(account.email)).json().code).toBe('login_locked');
    t.advance((LOGIN_LOCK_MINUTES + 1) * MINUTE_MS);
    try {
      const again = await staffPasswordStep(t, account.email, newIp());
      expect((await secondFactor(again, await totpCode(t, account.totpSecret))).statusCode).toBe(200);
    } finally {
      t.advance(-(LOGIN_LOCK_MINUTES + 1) * MINUTE_MS);
    }
  });

  it('takes each recovery code once instead of a TOTP code', async () => {
    const account = await createStaff(t, 'operator');
    const [code] = account.recoveryCodes;
    const first = await staffPasswordStep(t, account.email, newIp());
    expect((await secondFactor(first, code!.toLowerCase())).statusCode).toBe(200);
    const second = await staffPasswordStep(t, account.email, newIp());
    expect((await secondFactor(second, code!)).statusCode).toBe(401);
  });

  it('ends a session after STAFF_SESSION_IDLE_MINUTES without a request, and after STAFF_SESSION_HOURS', async () => {
    const { headers } = await staffSession(t, 'operator');
    t.advance((STAFF_SESSION_IDLE_MINUTES - 1) * MINUTE_MS);
    expect((await me(headers)).statusCode).toBe(200);
    t.advance((STAFF_SESSION_IDLE_MINUTES + 1) * MINUTE_MS);
    expect((await me(headers)).statusCode).toBe(401);
    t.advance(-2 * STAFF_SESSION_IDLE_MINUTES * MINUTE_MS);

    const busy = await staffSession(t, 'operator');
    let moved = 0;
    for (; moved < STAFF_SESSION_HOURS * 60; moved += STAFF_SESSION_IDLE_MINUTES - 5) {
      t.advance((STAFF_SESSION_IDLE_MINUTES - 5) * MINUTE_MS);
      if ((await me(busy.headers)).statusCode !== 200) break;
    }
    t.advance(-moved * MINUTE_MS);
    expect(moved).toBeGreaterThanOrEqual(STAFF_SESSION_HOURS * 60 - STAFF_SESSION_IDLE_MINUTES);
    expect(moved).toBeLessThanOrEqual(STAFF_SESSION_HOURS * 60);
  });

  it('logs out: the session ends and the cookie goes', async () => {
    const { headers } = await staffSession(t, 'moderator');
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout.php', headers });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'staff_session')?.value).toBe('');
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('is no member login: a member session opens no console, a console session is no member', async () => {
    const member = await loginDemo(t.app, newIp());
    expect((await me({ ...CLIENT_HEADERS, cookie: member.cookie })).statusCode).toBe(401);
    const { headers } = await staffSession(t, 'admin');
    const asMember = await t.app.inject({ method: 'GET', url: '/api/chats.php', headers });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('staff accounts, for admins', () => {
  it('lets an admin add staff, who then log in with the secret answered once', async () => {
    const admin = await staffSession(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff.php',
      headers: admin.headers,
      payload: { email: 'New.Mod@Staff.test', name: 'Mo', role: 'moderator', password: 'twelve chars at least' },
    });
    expect(created.statusCode).toBe(200);
    const { otpauth_uri: uri, totp_secret: secret, recovery_codes: codes } = created.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*new\.mod%40staff\.test.*secret=/);
    expect(codes).toHaveLength(10);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/staff.php', headers: admin.headers });
    expect(JSON.stringify(listed.json())).not.toContain(secret);
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login.php',
      headers: CLIENT_HEADERS,
      payload: { email: 'new.mod@staff.test', password: 'twelve chars at least' },
      remoteAddress: newIp(),
    });
    const headers = { ...CLIENT_HEADERS, cookie: staffCookie(loggedIn) };
    expect((await secondFactor(headers, await totpCode(t, secret))).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff.php',
      headers: admin.headers,
      payload: { email: 'new.mod@staff.test', role: 'operator', password: 'twelve chars at least' },
    });
    expect(again.statusCode).toBe(400);
  });

  it("lets an admin end another staff member's sessions at once, and disable the account", async () => {
    const admin = await staffSession(t, 'admin');
    const operator = await staffSession(t, 'operator');
    const end = (id: string, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: '/api/admin/staff-sessions-end.php', headers, payload: { id } });
    expect((await end(admin.account.id, operator.headers)).statusCode).toBe(403);
    const ended = await end(operator.account.id);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await me(operator.headers)).statusCode).toBe(401);

    const again = await staffPasswordStep(t, operator.account.email, newIp());
    // The code of the next step: the current one was used by the first login.
    expect((await secondFactor(again, await totpCode(t, operator.account.totpSecret, 1))).statusCode).toBe(200);
    const disable = (disabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/staff-disable.php',
        headers: admin.headers,
        payload: { id: operator.account.id, disabled },
      });
    expect((await disable(true)).statusCode).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    expect((await login(operator.account.email)).json().code).toBe('login_failed');
    expect((await disable(false)).statusCode).toBe(200);
    expect((await login(operator.account.email)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('holds one row per action, with who, what, the object and before and after; admins read and filter it', async () => {
    const admin = await staffSession(t, 'admin');
    const operator = await staffSession(t, 'operator');
    const before = await t.database.db.$count(auditLog);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff-disable.php',
      headers: admin.headers,
      payload: { id: operator.account.id, disabled: true },
    });
    expect(await t.database.db.$count(auditLog)).toBe(before + 1);
    const read = (query: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/admin/audit.php?${query}`, headers });
    const found = (await read(`object_id=${operator.account.id}&action=staff.disabled`)).json();
    expect(found.entries).toEqual([
      expect.objectContaining({
        actor: admin.account.email,
        action: 'staff.disabled',
        object_type: 'staff',
        object_id: operator.account.id,
        before: { disabled: false },
        after: { disabled: true },
      }),
    ]);
    expect((await read(`actor=${admin.account.email.toUpperCase()}`)).json().entries).toHaveLength(1);
    expect((await read('', (await staffSession(t, 'moderator')).headers)).statusCode).toBe(403);
  });

  it('cannot be changed or deleted: the database refuses, and no route writes to it', async () => {
    await createStaff(t, 'operator');
    const refusals = await Promise.allSettled([
      t.database.db.execute(sql`update audit_log set action = 'nothing'`),
      t.database.db.execute(sql`delete from audit_log`),
      t.database.db.execute(sql`truncate audit_log`),
    ]);
    expect(refusals.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await t.database.db.$count(auditLog)).toBeGreaterThan(0);
    const auditRoutes = t.app.routeTable.filter((route) => route.url.includes('audit') && route.method !== 'HEAD');
    expect(auditRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(['GET /api/admin/audit.php']);
  });
});
