import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../../shared/constants.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Password guessing in parallel: the lock per address is decided in one statement before a password is checked,
 * so 20 requests at once check at most LOGIN_MAX_FAILURES passwords, on PGlite and on PostgreSQL; and a session
 * cannot guess more passwords through the old-password check than the login form allows.
 */
const PASSWORD = 'pw-123456';
const PARALLEL = 20;
const newIp = addresses(42);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT_HEADERS,
    payload: { email, password },
    remoteAddress: newIp(),
  });

/**
 * How many password checks the address has had counted: the answers alone cannot tell how many passwords a storm got
 * checked (every check past the 5th would answer "locked" too).
 */
async function checks(email: string): Promise<number> {
  const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  return row?.failures ?? 0;
}

const codes = (answers: { json(): { code?: string } }[]) => answers.map((res) => res.json().code ?? 'ok');
const count = (list: string[], code: string) => list.filter((c) => c === code).length;

describe('parallel password guessing', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of ${PARALLEL} parallel logins, then the right password is locked out too`, async () => {
    await signupMember(t.app, newIp(), 'storm@example.com', { password: PASSWORD });
    const answers = codes(
      await Promise.all(Array.from({ length: PARALLEL }, (_, i) => login('storm@example.com', `guess ${i}`))),
    );
    // Attempts 1-4 were checked and failed; the 5th was checked and set the lock; the rest were never checked.
    expect(await checks('storm@example.com')).toBe(LOGIN_MAX_FAILURES);
    expect(count(answers, 'login_failed')).toBe(LOGIN_MAX_FAILURES - 1);
    expect(count(answers, 'login_locked')).toBe(PARALLEL - LOGIN_MAX_FAILURES + 1);
    const right = await Promise.all(Array.from({ length: PARALLEL }, () => login('storm@example.com', PASSWORD)));
    expect(new Set(codes(right))).toEqual(new Set(['login_locked']));
    expect(await checks('storm@example.com')).toBe(LOGIN_MAX_FAILURES);
    expect(right.every((res) => !res.cookies.some((c) => c.name === 'auth' && c.value))).toBe(true);
  });

  it('counts a right password among parallel wrong ones as one of the allowed attempts, never more', async () => {
    await signupMember(t.app, newIp(), 'mixed@example.com', { password: PASSWORD });
    const tries = Array.from({ length: PARALLEL }, (_, i) => (i === PARALLEL - 1 ? PASSWORD : `guess ${i}`));
    const answers = codes(await Promise.all(tries.map((password) => login('mixed@example.com', password))));
    expect(await checks('mixed@example.com')).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.filter((code) => code !== 'login_locked').length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
  });
});

describe('PUT /api/password.php old-password guessing', () => {
  const change = (cookie: string, oldPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { ...CLIENT_HEADERS, cookie },
      payload: { old_password: oldPassword, password: 'new password 1', password_repeat: 'new password 1' },
      remoteAddress: newIp(),
    });

  it('counts wrong old passwords like failed logins and locks the address', async () => {
    const { cookie } = await signupMember(t.app, newIp(), 'oldpw@example.com', { password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => change(cookie, `guess ${i}`)));
    expect(await checks('oldpw@example.com')).toBe(LOGIN_MAX_FAILURES);
    const fields = answers.filter((res) => res.json().fields?.old_password === 'Controleer je oude wachtwoord.');
    expect(fields.length).toBe(LOGIN_MAX_FAILURES - 1);
    expect(count(codes(answers), 'login_locked')).toBe(PARALLEL - LOGIN_MAX_FAILURES + 1);
    // The lock holds for the right old password and for the login form alike.
    expect((await change(cookie, PASSWORD)).json().code).toBe('login_locked');
    expect((await login('oldpw@example.com', PASSWORD)).json().code).toBe('login_locked');
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
  });

  it('starts the count again after a right password when nobody else tried meanwhile', async () => {
    const { cookie } = await signupMember(t.app, newIp(), 'typo@example.com', { password: PASSWORD });
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login('typo@example.com', 'typo');
    const ok = await login('typo@example.com', PASSWORD);
    expect(authCookie(ok)).toMatch(/^auth=/);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await change(cookie, 'typo')).json().fields?.old_password).toBe('Controleer je oude wachtwoord.');
    }
  });
});
