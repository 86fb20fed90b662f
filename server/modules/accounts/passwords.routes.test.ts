import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, PASSWORD_RESET_MAILS_PER_DAY } from '../../../shared/constants.ts';
import { eventsHeard } from '../../test/events.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { smtpUrl: smtp.url, memberCount: 12 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const newIp = addresses(2);
const CLIENT = CLIENT_HEADERS;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...CLIENT, ...headers }, payload, remoteAddress: newIp() });
const login = (email: string, password: string) => post('/api/user.php', { email, password });
const cookieOf = authCookie;
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie } });

/** Signs up a member with a known password (demo members' passwords are unknown). */
async function member(email: string, password = 'first password') {
  const res = await post('/api/signup.php', { email, name: 'Test', date_of_birth: '1985-06-01', password });
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

async function resetLink(email: string): Promise<string> {
  const before = smtp.mails.length;
  const res = await post('/api/password-reset.php', { email });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith('Nieuw wachtwoord') && smtp.mails.indexOf(m) >= before,
  );
  return /token=([\w-]+)/.exec(mail.text)![1]!;
}

describe('password reset', () => {
  it("answers 'E-mailadres niet gevonden' for an address without an account", async () => {
    const res = await post('/api/password-reset.php', { email: 'nobody@example.com' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'E-mailadres niet gevonden']);
  });

  it('mails a link that sets a new password once, ends old sessions and logs in', async () => {
    const oldSession = await member('reset@example.com');
    const { id } = (await me(oldSession)).json();
    const heard = eventsHeard(t.app, ['password.changed']);
    const token = await resetLink('reset@example.com');
    const differ = await post('/api/password-reset-do.php', {
      token,
      password: 'new password 1',
      password_repeat: 'other',
    });
    expect(differ.json().fields).toEqual({ password_repeat: 'De opgegeven wachtwoorden zijn niet gelijk.' });
    const done = await post('/api/password-reset-do.php', {
      token,
      password: 'new password 1',
      password_repeat: 'new password 1',
    });
    expect(done.statusCode).toBe(200);
    expect((await me(cookieOf(done))).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(403);
    expect((await login('reset@example.com', 'first password')).statusCode).toBe(401);
    expect((await login('reset@example.com', 'new password 1')).statusCode).toBe(200);
    const again = await post('/api/password-reset-do.php', {
      token,
      password: 'new password 2',
      password_repeat: 'new password 2',
    });
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    ]);
    expect(heard).toEqual([{ type: 'password.changed', memberId: id, how: 'reset' }]);
  });

  it('refuses an expired link', async () => {
    await member('expired@example.com');
    const token = await resetLink('expired@example.com');
    t.advance(2 * 3600_000 + 1000);
    const res = await post('/api/password-reset-do.php', {
      token,
      password: 'new password 1',
      password_repeat: 'new password 1',
    });
    expect(res.json().code).toBe('link_invalid');
  });

  it(`sends at most ${PASSWORD_RESET_MAILS_PER_DAY} reset mails a day per account`, async () => {
    await member('daily@example.com');
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_DAY; i++) await resetLink('daily@example.com');
    const res = await post('/api/password-reset.php', { email: 'daily@example.com' });
    expect([res.statusCode, res.json().message]).toEqual([
      429,
      'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
    ]);
    t.advance(24 * 3600_000 + 1000);
    expect((await post('/api/password-reset.php', { email: 'daily@example.com' })).statusCode).toBe(200);
  });

  it('lifts a login lock', async () => {
    await member('locked@example.com');
    const ip = newIp();
    const loginFrom = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: CLIENT,
        payload: { email: 'locked@example.com', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await loginFrom('wrong');
    expect((await loginFrom('first password')).json().code).toBe('login_locked');
    const token = await resetLink('locked@example.com');
    await post('/api/password-reset-do.php', { token, password: 'new password 1', password_repeat: 'new password 1' });
    expect((await loginFrom('new password 1')).statusCode).toBe(200);
  });
});

describe('PUT /api/password.php', () => {
  const change = (cookie: string, body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/password.php', headers: { ...CLIENT, cookie }, payload: body });

  it('checks the old password and the repeat, then ends the other sessions only', async () => {
    const current = await member('change@example.com');
    const { id } = (await me(current)).json();
    const heard = eventsHeard(t.app, ['password.changed']);
    const other = cookieOf(await login('change@example.com', 'first password'));
    const wrongOld = await change(current, {
      old_password: 'nope',
      password: 'second password',
      password_repeat: 'second password',
    });
    expect(wrongOld.json().fields).toEqual({ old_password: 'Controleer je oude wachtwoord.' });
    const differ = await change(current, {
      old_password: 'first password',
      password: 'second password',
      password_repeat: 'x',
    });
    expect(differ.json().fields).toEqual({ password_repeat: 'De opgegeven wachtwoorden zijn niet gelijk.' });
    const ok = await change(current, {
      old_password: 'first password',
      password: 'second password',
      password_repeat: 'second password',
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(403);
    expect((await login('change@example.com', 'second password')).statusCode).toBe(200);
    expect(heard).toEqual([{ type: 'password.changed', memberId: id, how: 'change' }]);
  });

  it('needs a session and the client header', async () => {
    const noSession = await change('', {
      old_password: 'a',
      password: 'second password',
      password_repeat: 'second password',
    });
    expect(noSession.json().code).toBe('authentication_required');
    const noHeader = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { host: 'localhost' },
      payload: {},
    });
    expect(noHeader.json().code).toBe('client_header_required');
  });
});
