import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sites, users } from '../../db/schema/index.ts';
import { addresses } from '../../test/http.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Host-header poisoning: every link the server mails (activation, reset, email change, reactivation, invitation)
 * is built on the site's configured base URL, whatever Host, forced_domain or X-Forwarded-Host the request carries;
 * a request for a host that is not one of a site's gets no site at all.
 */
const BASE_URL = 'https://dating.example';
const newIp = addresses(41);

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: { hops: 1 } });
  for (const app of [t, proxied]) {
    await app.database.db.update(sites).set({ baseUrl: BASE_URL });
    await app.app.services.sites.reload();
  }
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const HOSTILE_HEADERS: Record<string, Record<string, string>> = {
  'an evil Host with forced_domain': { host: 'evil.example' },
  'a Host hiding a second host': { host: 'localhost:@evil.example' },
  'a Host with a path': { host: 'localhost/evil.example' },
};

async function mailedUrls(app: TestApp): Promise<string[]> {
  const rows = await app.database.db.select({ payload: jobs.payload }).from(jobs);
  return rows.map((row) => row.payload.url).filter((url): url is string => typeof url === 'string');
}

const post = (app: TestApp, url: string, headers: Record<string, string>, payload: object, cookie = '') =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'x-client': 'web', ...headers, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: newIp(),
  });

describe('mailed links', () => {
  it.each(Object.entries(HOSTILE_HEADERS))('gives a request with %s no site and mails nothing', async (_, headers) => {
    const before = (await mailedUrls(t)).length;
    const { cookie } = await loginDemo(t.app, newIp());
    const attempts = [
      post(t, '/api/password-reset.php?forced_domain=localhost', headers, { email: 'demo@example.com' }),
      post(t, '/api/signup.php?forced_domain=localhost', headers, {
        email: 'poisoned@example.com',
        name: 'Sam',
        date_of_birth: '1990-01-01',
        password: 'pw-123456',
      }),
      post(t, '/api/invitations.php?forced_domain=localhost', headers, { email: 'friend@example.com' }, cookie),
      post(t, '/api/email-change.php?forced_domain=localhost', headers, { password: 'x', new_email: 'n@example.com' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'unknown_site']);
    }
    expect((await mailedUrls(t)).length).toBe(before);
  });

  it("builds every mailed link on the site's base URL, whatever the request's host", async () => {
    const host = { host: '127.0.0.1:8080' };
    const member = await signupMember(t.app, newIp(), 'links@example.com');
    await post(t, '/api/activation-mail.php', host, {}, member.cookie);
    await post(t, '/api/password-reset.php', host, { email: 'links@example.com' });
    await post(
      t,
      '/api/email-change.php',
      host,
      { password: 'pw-123456', new_email: 'new@example.com' },
      member.cookie,
    );
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
    await t.settled();
    expect((await post(t, '/api/invitations.php', host, { email: 'pal@example.com' }, member.cookie)).statusCode).toBe(
      200,
    );
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { 'x-client': 'web', ...host, cookie: member.cookie },
      payload: { password: 'pw-123456' },
      remoteAddress: newIp(),
    });
    expect(deleted.statusCode).toBe(200);
    const urls = await mailedUrls(t);
    for (const path of [
      '/api/activate.php',
      '/reset-password/do',
      '/mail-change/do',
      '/signup?invite=',
      '/api/reactivate',
    ]) {
      expect(urls.some((url) => url.startsWith(`${BASE_URL}${path}`))).toBe(true);
    }
    expect(urls.every((url) => url.startsWith(`${BASE_URL}/`))).toBe(true);
  });

  it('believes X-Forwarded-Host only from a trusted proxy, and never for a link', async () => {
    const proxy = { remoteAddress: '10.0.0.1' };
    const reset = (headers: Record<string, string>) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: { 'x-client': 'web', ...headers },
        payload: { email: 'demo@example.com' },
        ...proxy,
      });
    const evil = await reset({ host: 'localhost', 'x-forwarded-host': 'evil.example' });
    expect([evil.statusCode, evil.json().code]).toEqual([404, 'unknown_site']);
    const viaProxy = await reset({ host: 'internal:8080', 'x-forwarded-host': 'localhost' });
    expect(viaProxy.statusCode).toBe(200);
    const urls = await mailedUrls(proxied);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(new RegExp(`^${BASE_URL}/reset-password/do\\?token=`));

    // Without a trusted proxy the header is the client's own words: the Host decides.
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/companyinfo.php',
      headers: { host: 'localhost', 'x-forwarded-host': 'evil.example' },
    });
    expect(direct.statusCode).toBe(200);
  });

  it('lets forced_domain choose the site only on the settings call', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php?forced_domain=localhost',
      headers: { host: 'cdn.example' },
    });
    expect(settings.statusCode).toBe(200);
    for (const url of ['/api/companyinfo.php', '/api/regions.php', '/api/interests.php', '/api/user.php']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?forced_domain=localhost`,
        headers: { host: 'cdn.example' },
      });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
