import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from '../../../shared/constants.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Password guessing, in parallel and from many addresses. Attempts are counted per address and IP (IPv6 per /64) and
 * per address from anywhere (a higher ceiling), each decided in one statement before a password is checked, so 20
 * requests at once from one IP check at most LOGIN_MAX_FAILURES passwords, on PGlite and on PostgreSQL; an attacker
 * locks only their own IP out, and the address-wide ceiling does not keep out a member with their device cookie. A
 * session's password checks count per member.
 */
const PASSWORD = 'pw-123456';
const PARALLEL = 20;
const newIp = addresses(42);
let prefix = 0;
/** A fresh IPv6 /64 of its own, and a way to name addresses inside it. */
const newNetwork = () => {
  const network = `2001:db8:42:${(++prefix).toString(16)}`;
  return (host: number) => `${network}::${host.toString(16)}`;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = newIp(), device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...CLIENT_HEADERS, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    payload: { email, password },
    remoteAddress: ip,
  });

const deviceOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;

/**
 * How many password checks a count of the address has had: the answers alone cannot tell how many passwords a storm
 * got checked (every check past the limit would answer "locked" too).
 */
async function checks(email: string, source: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.source, source)));
  return row?.failures ?? 0;
}

const codes = (answers: { json(): { code?: string } }[]) => answers.map((res) => res.json().code ?? 'ok');
const count = (list: string[], code: string) => list.filter((c) => c === code).length;
const lockedFor = (minutes: number) => ({
  statusCode: 429,
  code: 'login_locked',
  message: `Te veel foute pogingen, account voor ${minutes} min geblokkeerd.`,
});

describe('password guessing from one IP', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of ${PARALLEL} parallel logins, and locks out that IP only`, async () => {
    await signupMember(t.app, newIp(), 'storm@example.com', { password: PASSWORD });
    const ip = newIp();
    const answers = codes(
      await Promise.all(Array.from({ length: PARALLEL }, (_, i) => login('storm@example.com', `guess ${i}`, ip))),
    );
    // Attempts 1-4 were checked and failed; the 5th was checked and set the lock; the rest were never checked.
    expect(await checks('storm@example.com', `ip:${ip}`)).toBe(LOGIN_MAX_FAILURES);
    expect(await checks('storm@example.com', 'all')).toBe(LOGIN_MAX_FAILURES);
    expect(count(answers, 'login_failed')).toBe(LOGIN_MAX_FAILURES - 1);
    expect(count(answers, 'login_locked')).toBe(PARALLEL - LOGIN_MAX_FAILURES + 1);
    // The member elsewhere, without a device cookie, is not locked out by it.
    const elsewhere = await login('storm@example.com', PASSWORD, newIp());
    expect(elsewhere.statusCode).toBe(200);
    expect(authCookie(elsewhere)).toMatch(/^auth=/);
  });

  it('locks an IPv6 /64 as one client, right password or not, with the minutes left', async () => {
    await signupMember(t.app, newIp(), 'v6@example.com', { password: PASSWORD });
    const host = newNetwork();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login('v6@example.com', 'wrong', host(i))).json().code).toBe('login_failed');
    }
    expect((await login('v6@example.com', 'wrong', host(100))).json()).toEqual(lockedFor(LOGIN_LOCK_MINUTES));
    expect(await checks('v6@example.com', `ip:${host(0).replace(/::0$/, '::/64')}`)).toBe(LOGIN_MAX_FAILURES);
    const sameNetwork = await login('v6@example.com', PASSWORD, host(200));
    expect(sameNetwork.json()).toEqual(lockedFor(LOGIN_LOCK_MINUTES));
    expect(sameNetwork.cookies.some((c) => c.name === 'auth')).toBe(false);
    t.advance(5 * 60_000);
    expect((await login('v6@example.com', PASSWORD, host(201))).json()).toEqual(lockedFor(LOGIN_LOCK_MINUTES - 5));
    expect((await login('v6@example.com', PASSWORD, newNetwork()(1))).statusCode).toBe(200);
    expect((await login('v6@example.com', PASSWORD, `::ffff:${newIp()}`)).statusCode).toBe(200);
  });

  it('counts a right password among parallel wrong ones as one of the allowed attempts, never more', async () => {
    await signupMember(t.app, newIp(), 'mixed@example.com', { password: PASSWORD });
    const ip = newIp();
    const tries = Array.from({ length: PARALLEL }, (_, i) => (i === PARALLEL - 1 ? PASSWORD : `guess ${i}`));
    const answers = codes(await Promise.all(tries.map((password) => login('mixed@example.com', password, ip))));
    expect(await checks('mixed@example.com', `ip:${ip}`)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.filter((code) => code !== 'login_locked').length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
  });

  it('starts the count again after a right password when nobody else tried meanwhile', async () => {
    await signupMember(t.app, newIp(), 'typo@example.com', { password: PASSWORD });
    const ip = newIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login('typo@example.com', 'typo', ip);
    expect(authCookie(await login('typo@example.com', PASSWORD, ip))).toMatch(/^auth=/);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login('typo@example.com', 'typo', ip)).json().code).toBe('login_failed');
    }
    expect(await checks('typo@example.com', 'all')).toBe(LOGIN_MAX_FAILURES - 1);
  });
});

describe('the address-wide ceiling and device cookies', () => {
  const STORM = LOGIN_ADDRESS_MAX_FAILURES + 10;

  it(`checks at most ${LOGIN_ADDRESS_MAX_FAILURES} passwords from many IPs, then only device cookies get in`, async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: CLIENT_HEADERS,
      payload: { email: 'target@example.com', name: 'Sam', date_of_birth: '1990-01-01', password: PASSWORD },
      remoteAddress: newIp(),
    });
    const signupDevice = deviceOf(signup)!;
    await signupMember(t.app, newIp(), 'other@example.com', { password: PASSWORD });
    const first = await login('target@example.com', PASSWORD);
    const device = deviceOf(first)!;
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user.php' });
    expect(((cookie.expires as Date).getTime() - Date.now()) / 86_400_000).toBeGreaterThan(364);
    const otherDevice = deviceOf(await login('other@example.com', PASSWORD))!;

    const answers = codes(
      await Promise.all(Array.from({ length: STORM }, (_, i) => login('target@example.com', `guess ${i}`))),
    );
    expect(await checks('target@example.com', 'all')).toBe(LOGIN_ADDRESS_MAX_FAILURES);
    expect(count(answers, 'login_failed')).toBe(LOGIN_ADDRESS_MAX_FAILURES - 1);
    expect(count(answers, 'login_locked')).toBe(STORM - LOGIN_ADDRESS_MAX_FAILURES + 1);

    // A new IP is locked out, right password or not; so are a forged cookie and another member's.
    expect((await login('target@example.com', PASSWORD)).json()).toEqual(lockedFor(LOGIN_LOCK_MINUTES));
    const forged = `${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}`;
    const otherNonce = `${device.split('.')[0]}.${otherDevice.split('.').slice(1).join('.')}`;
    for (const cookieValue of [forged, otherDevice, otherNonce, 'garbage']) {
      const res = await login('target@example.com', PASSWORD, newIp(), cookieValue);
      expect(res.json(), cookieValue).toEqual(lockedFor(LOGIN_LOCK_MINUTES));
    }
    // The member's own device gets in, with the right password only, and takes a new device cookie.
    expect((await login('target@example.com', 'wrong', newIp(), device)).json().code).toBe('login_failed');
    const own = await login('target@example.com', PASSWORD, newIp(), device);
    expect(own.statusCode).toBe(200);
    expect(deviceOf(own)).toMatch(/^[0-9a-f-]{36}\.[\w-]{22}\.[\w-]{43}$/);
    expect(deviceOf(own)).not.toBe(device);
    // So does the browser it signed up in (signup, like a password reset, sets a device cookie too).
    expect((await login('target@example.com', PASSWORD, newIp(), signupDevice)).statusCode).toBe(200);
    expect(await checks('target@example.com', 'all')).toBe(LOGIN_ADDRESS_MAX_FAILURES);
    // The ceiling runs out after LOGIN_LOCK_MINUTES.
    t.advance((LOGIN_LOCK_MINUTES - 1) * 60_000);
    expect((await login('target@example.com', PASSWORD)).json()).toEqual(lockedFor(1));
    t.advance(60_000);
    expect((await login('target@example.com', PASSWORD)).statusCode).toBe(200);
    // That login took away the counts that went quiet: the storm leaves no rows behind.
    const left = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'target@example.com'));
    expect(left).toEqual([]);
  });

  it('counts wrong passwords with a device cookie on that device only', async () => {
    await signupMember(t.app, newIp(), 'device@example.com', { password: PASSWORD });
    const device = deviceOf(await login('device@example.com', PASSWORD))!;
    const ip = newIp();
    // Fewer than PARALLEL, so that the IP's route limit (20 a minute) leaves room for the last login below.
    const answers = codes(
      await Promise.all(Array.from({ length: 15 }, () => login('device@example.com', 'wrong', ip, device))),
    );
    expect(count(answers, 'login_failed')).toBe(LOGIN_MAX_FAILURES - 1);
    expect(await checks('device@example.com', `device:${device.split('.')[1]}`)).toBe(LOGIN_MAX_FAILURES);
    expect((await login('device@example.com', PASSWORD, newIp(), device)).json().code).toBe('login_locked');
    // Neither the IP nor the address from anywhere was counted: the member gets in without the cookie.
    expect(await checks('device@example.com', `ip:${ip}`)).toBe(0);
    expect(await checks('device@example.com', 'all')).toBe(0);
    expect((await login('device@example.com', PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('password checks in a session', () => {
  const change = (cookie: string, oldPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { ...CLIENT_HEADERS, cookie },
      payload: { old_password: oldPassword, password: 'new password 1', password_repeat: 'new password 1' },
      remoteAddress: newIp(),
    });

  it('counts wrong old passwords per member and locks those checks, not the member’s logins', async () => {
    const { cookie } = await signupMember(t.app, newIp(), 'oldpw@example.com', { password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => change(cookie, `guess ${i}`)));
    expect(await checks('oldpw@example.com', 'member')).toBe(LOGIN_MAX_FAILURES);
    const fields = answers.filter((res) => res.json().fields?.old_password === 'Controleer je oude wachtwoord.');
    expect(fields.length).toBe(LOGIN_MAX_FAILURES - 1);
    expect(count(codes(answers), 'login_locked')).toBe(PARALLEL - LOGIN_MAX_FAILURES + 1);
    // The lock holds for the right old password; a session cannot lock the member's login form (changed on purpose).
    expect((await change(cookie, PASSWORD)).json()).toEqual(lockedFor(LOGIN_LOCK_MINUTES));
    expect((await login('oldpw@example.com', PASSWORD)).statusCode).toBe(200);
    t.advance(LOGIN_LOCK_MINUTES * 60_000);
    expect((await change(cookie, PASSWORD)).statusCode).toBe(200);
  });

  it('counts the password checks of email change and deletion too', async () => {
    const { cookie } = await signupMember(t.app, newIp(), 'delete-guess@example.com', { password: PASSWORD });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, cookie }, payload, remoteAddress: newIp() });
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      const res = await post(i % 2 ? '/api/account-delete.php' : '/api/email-change.php', {
        password: `guess ${i}`,
        new_email: 'other@example.com',
      });
      expect(res.json().fields?.password).toBe('Controleer je wachtwoord.');
    }
    const locked = await post('/api/account-delete.php', { password: 'last guess' });
    expect(locked.json().code).toBe('login_locked');
    expect((await post('/api/account-delete.php', { password: PASSWORD })).json().code).toBe('login_locked');
    expect((await change(cookie, PASSWORD)).json().code).toBe('login_locked');
  });
});
