import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/constants.ts';
import { DEMO_LOGIN } from '../../db/seed/demo-site.ts';
import { authCookie } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test logs in from its own address, so that the per-IP limit is only met where a test means to. */
const newIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const CLIENT = { host: 'localhost', 'x-client': 'web' };

function login(email: string, password: string, ip = newIp(), headers: Record<string, string> = CLIENT) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers,
    payload: { email, password },
    remoteAddress: ip,
  });
}

const getUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

describe('POST /api/user.php (login)', () => {
  it('logs in with the right password and sets a 30-day HttpOnly SameSite session cookie on /', async () => {
    const res = await login(DEMO_LOGIN.email.toUpperCase(), DEMO_LOGIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: DEMO_LOGIN.email,
      status: 'confirmed',
      paid_user: false,
      language: 'nl',
      profile: { name: 'Demo', status: 'active' },
    });
    expect(res.json().profile.main_image.thumb_filename).toMatch(/thumb\.jpg$/);
    expect(res.json()).not.toHaveProperty('password_hash');
    const cookie = res.cookies.find((c) => c.name === 'auth')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = ((cookie.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives a new token at every login', async () => {
    const first = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    const second = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    expect(first).not.toBe(second);
    expect((await getUser(first)).statusCode).toBe(200);
  });

  it('refuses a wrong password with the spec text', async () => {
    const res = await login(DEMO_LOGIN.email, 'wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses bad bodies with 400, never 500', async () => {
    for (const payload of [{}, { email: 'a' }, { email: 'a@b.c', password: '' }, { email: 1, password: 2 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: CLIENT,
        payload,
        remoteAddress: newIp(),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`locks an address from one IP for ${LOGIN_LOCK_MINUTES} min after ${LOGIN_MAX_FAILURES} failures, then lets it in`, async () => {
    const email = 'member3@demo.example.com';
    const ip = newIp();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await login(email, 'wrong', ip)).statusCode).toBe(401);
    const locked = await login(email, 'wrong', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(`Te veel foute pogingen, account voor ${LOGIN_LOCK_MINUTES} min geblokkeerd.`);
    // Five minutes on: the address is still locked from that IP, with the minutes that remain.
    t.advance(5 * 60_000);
    const otherAddress = await login(DEMO_LOGIN.email, DEMO_LOGIN.password, ip);
    expect(otherAddress.statusCode).toBe(200); // another address is not affected
    const sameAddress = await login(email, 'wrong', ip);
    expect(sameAddress.json()).toMatchObject({
      code: 'login_locked',
      message: `Te veel foute pogingen, account voor ${LOGIN_LOCK_MINUTES - 5} min geblokkeerd.`,
    });
    // From another IP the address is not locked (changed on purpose: a lock anyone could set for anyone).
    expect((await login(email, 'wrong')).json().code).toBe('login_failed');
    t.advance((LOGIN_LOCK_MINUTES - 5) * 60_000 - 1000);
    expect((await login(email, 'wrong', ip)).json().message).toBe(
      'Te veel foute pogingen, account voor 1 min geblokkeerd.',
    );
    t.advance(1000);
    expect((await login(email, 'wrong', ip)).statusCode).toBe(401);
  });

  it('locks an address without an account exactly like one with an account', async () => {
    const email = 'nobody@example.com';
    const ip = newIp();
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await login(email, 'x', ip)).json().code).toBe('login_failed');
    expect((await login(email, 'x', ip)).json().code).toBe('login_locked');
  });

  it('costs an unknown address one password verification, as a wrong password does', async () => {
    /**
     * This process's CPU time (all its threads: argon2 runs on worker threads of this process), not wall time, which
     * other processes on a busy machine stretch at random.
     */
    const cpuMsOf = async (email: string) => {
      const start = process.cpuUsage();
      await login(email, 'wrong');
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known = 'member4@demo.example.com';
    const unknown = 'unknown-person@example.com';
    // Both paths warmed up first (the dummy hash, compiled code), then interleaved; each login from its own IP, so
    // that only the address's ceiling across IPs counts them, and they stay well under it.
    await cpuMsOf(known);
    await cpuMsOf(unknown);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let round = 0; round < 9; round++) {
      knownMs.push(await cpuMsOf(known));
      unknownMs.push(await cpuMsOf(unknown));
    }
    // Both run one argon2id verification, most of a login's work; without it an unknown address would cost a fraction.
    const ratio = median(unknownMs) / median(knownMs);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('limits login attempts per IP address', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) await login(`limit-${i}@example.com`, 'x', ip);
    const res = await login('limit-last@example.com', 'x', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('refuses a state-changing request without the client header (CSRF)', async () => {
    const res = await login(DEMO_LOGIN.email, DEMO_LOGIN.password, newIp(), { host: 'localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'client_header_required' });
    expect(res.cookies).toHaveLength(0);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { host: 'localhost' },
      payload: { language: 'de' },
    });
    expect(put.json().code).toBe('client_header_required');
  });
});

describe('GET /api/user.php, PUT /api/user.php and logout', () => {
  it('answers 403 authentication required without a session, or with a made-up one', async () => {
    for (const cookie of [undefined, 'auth=made-up-token']) {
      const res = await getUser(cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'authentication_required' });
    }
  });

  it('answers a cached session with the same bytes and headers as a fresh read', async () => {
    const cookie = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    t.app.services.auth.cache.clear();
    const fresh = await getUser(cookie);
    const cached = await getUser(cookie);
    expect(t.app.services.auth.cache.size).toBeGreaterThan(0);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(fresh.body);
    expect(cached.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(cached.json()).toMatchObject({ email: DEMO_LOGIN.email, profile: { name: 'Demo' } });
  });

  it('saves the language', async () => {
    const cookie = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie },
      payload: { language: 'de' },
    });
    expect(put.json().language).toBe('de');
    expect((await getUser(cookie)).json().language).toBe('de');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie },
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('ends the session at logout: the old cookie no longer works', async () => {
    const cookie = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { host: 'localhost', cookie, ...headers } });
    // An <img src="/api/logout.php"> on another site sends no client header: the session stays.
    const fromImage = await logout({});
    expect([fromImage.statusCode, fromImage.json().code]).toEqual([403, 'client_header_required']);
    expect((await getUser(cookie)).statusCode).toBe(200);
    const out = await logout({ 'x-client': 'web' });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'auth')?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(403);
  });

  it('does not accept a session on another site', async () => {
    const cookie = authCookie(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user.php?forced_domain=localhost',
      headers: { host: 'other.example', cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});
