import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../db/seed/demo-site.ts';
import { sites } from '../../db/schema/index.ts';
import { drawnWebBuild } from '../../test/drawn-web-build.ts';
import { CLIENT_HEADERS, authCookie } from '../../test/http.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { isLoopbackHostname, localBaseUrl, localOrigin, pointLocalSitesAt } from './local-origin.ts';

/**
 * The demo's one origin (README's http://localhost:3000): a page asked on its other loopback names is sent there with
 * its path and query, so that the member's cookies are where the mailed links and payment returns land; the API, other
 * ports, other hosts and sites off loopback are answered where they are. A loopback site's links follow the port the
 * server serves on.
 */
let t: TestApp;
let smtp: SmtpSink;
let web: ReturnType<typeof drawnWebBuild>;
let demoId: string;
beforeAll(async () => {
  web = drawnWebBuild();
  smtp = await startSmtpSink();
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir: web.webDir, smtpUrl: smtp.url });
  const [demo] = await t.database.db.select({ id: sites.id }).from(sites);
  demoId = demo!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  web.close();
});

async function setBaseUrl(baseUrl: string) {
  await t.database.db.update(sites).set({ baseUrl }).where(eq(sites.id, demoId));
  await t.app.services.sites.reload();
}
beforeEach(() => setBaseUrl(DEMO_BASE_URL));

const page = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });

describe('a page on another loopback name of the demo', () => {
  it.each(['127.0.0.1:3000', '[::1]:3000'])(
    'on %s is sent to http://localhost:3000, path and query kept',
    async (host) => {
      const res = await page('/members/abc?tab=photos&x=%2F1', { host });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('http://localhost:3000/members/abc?tab=photos&x=%2F1');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('sends the home page and the console on too, HEAD as well as GET', async () => {
    expect((await page('/', { host: '127.0.0.1:3000' })).headers.location).toBe('http://localhost:3000/');
    expect((await page('/admin/login', { host: '127.0.0.1:3000' })).headers.location).toBe(
      'http://localhost:3000/admin/login',
    );
    const head = await t.app.inject({ method: 'HEAD', url: '/pricing', headers: { host: '127.0.0.1:3000' } });
    expect([head.statusCode, head.headers.location]).toEqual([308, 'http://localhost:3000/pricing']);
  });

  it('is served on the canonical origin itself', async () => {
    const res = await page('/members', { host: 'localhost:3000' });
    expect([res.statusCode, res.headers.location]).toEqual([200, undefined]);
  });

  it('answers the API where it is asked (a redirect would drop a POST body and a cookie)', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { ...CLIENT_HEADERS, host: '127.0.0.1:3000' },
    });
    expect([settings.statusCode, settings.headers.location]).toEqual([200, undefined]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT_HEADERS, host: '127.0.0.1:3000' },
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect([login.statusCode, login.headers.location]).toEqual([200, undefined]);
  });

  it('leaves a file (a script, the manifest) where it is asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app.js', headers: { host: '127.0.0.1:3000' } });
    expect(res.headers.location).toBeUndefined();
  });

  it('answers another port where it is asked (a proxy in front, another instance)', async () => {
    const res = await page('/members', { host: '127.0.0.1:4000' });
    expect([res.statusCode, res.headers.location]).toEqual([200, undefined]);
  });
});

describe('hostile hosts', () => {
  it.each([
    'evil.example',
    'evil.example:3000',
    '127.0.0.1.evil.example:3000',
    'localhost.evil.example:3000',
    '127.0.0.1:3000@evil.example',
    'evil.example#127.0.0.1:3000',
  ])('Host %s gets no redirect', async (host) => {
    const res = await page('/members', { host });
    expect(res.headers.location).toBeUndefined();
    expect(res.statusCode).not.toBe(308);
  });

  it('a forwarded host never names the target: only the configured base URL does', async () => {
    const res = await page('/members', { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' });
    expect(res.headers.location).toBe('http://localhost:3000/members');
  });

  it('an absolute-form or protocol-relative target gets no redirect to another origin', async () => {
    const res = await page('//evil.example/members', { host: '127.0.0.1:3000' });
    expect(res.headers.location ?? '').not.toContain('evil.example');
  });

  it('a site whose base URL is off loopback is never redirected, even asked on a loopback host', async () => {
    await setBaseUrl('https://dating.example');
    const res = await page('/members', { host: '127.0.0.1:3000' });
    expect([res.statusCode, res.headers.location]).toEqual([200, undefined]);
  });
});

describe('links of a site on loopback follow the port the server serves on', () => {
  it('points a base URL seeded on another port, or as 127.0.0.1, at the local origin', async () => {
    await setBaseUrl('http://127.0.0.1:3999');
    await pointLocalSitesAt(t.database.db, 'http://localhost:4567');
    const [site] = await t.database.db.select({ baseUrl: sites.baseUrl }).from(sites).where(eq(sites.id, demoId));
    expect(site!.baseUrl).toBe('http://localhost:4567');
  });

  it('mails and payment returns name the local origin', async () => {
    await setBaseUrl('http://localhost:3000');
    await pointLocalSitesAt(t.database.db, 'http://localhost:4567');
    await t.app.services.sites.reload();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: CLIENT_HEADERS,
      payload: {
        email: 'port-links@example.com',
        name: 'Sanne',
        date_of_birth: '1990-05-17',
        password: 'a good password',
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('port-links@example.com'));
    expect(mail.text).toMatch(/http:\/\/localhost:4567\/api\/activate\.php\?token=/);
    expect(mail.text).not.toContain('localhost:3000');

    const bundles = await t.app.inject({ method: 'GET', url: '/api/bundles.php', headers: CLIENT_HEADERS });
    const bundleId = (bundles.json() as { bundles: { id: number }[] }).bundles[0]!.id;
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { ...CLIENT_HEADERS, cookie: authCookie(signup) },
      payload: { bundle_id: bundleId, method: 'ideal' },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().checkout_url).toMatch(/^http:\/\/localhost:4567\/api\/test-checkout\//);
  });
});

describe('localBaseUrl', () => {
  const DEMO_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
  it.each([
    ['http://localhost:3000', DEMO_HOSTS, 'http://localhost:4000', 'http://localhost:4000'],
    ['http://127.0.0.1:3000', DEMO_HOSTS, 'http://localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:3000', DEMO_HOSTS, 'http://localhost:5000', 'http://localhost:5000'],
    // A loopback site that does not answer on the local origin's name keeps its own name, on the served port.
    ['http://127.0.0.1:3000', ['127.0.0.1'], 'http://localhost:4000', 'http://127.0.0.1:4000'],
    ['http://localhost:3000', DEMO_HOSTS, 'http://localhost:3000', undefined],
    ['https://dating.example', ['dating.example'], 'http://localhost:4000', undefined],
    ['http://dating.example:3000', ['dating.example'], 'http://localhost:4000', undefined],
    // TLS on loopback is a proxy's: its port is not this server's.
    ['https://localhost:3443', DEMO_HOSTS, 'http://localhost:4000', undefined],
  ])('%s on %j served at %s -> %s', (baseUrl, hosts, origin, expected) => {
    expect(localBaseUrl(baseUrl, hosts, origin)).toBe(expected);
  });

  it('names the origin README and the console print', () => {
    expect(localOrigin('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(localOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(localOrigin('::1', 3000)).toBe('http://localhost:3000');
    expect(localOrigin('192.168.1.5', 8080)).toBe('http://192.168.1.5:8080');
    expect(localOrigin('fd00::5', 8080)).toBe('http://[fd00::5]:8080');
  });

  it('knows the loopback names and nothing else', () => {
    expect(['localhost', 'LOCALHOST.', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLoopbackHostname)).toBe(true);
    expect(
      ['localhost.evil.example', '127.0.0.1.evil.example', '10.0.0.1', 'evil.example'].some(isLoopbackHostname),
    ).toBe(false);
  });
});
