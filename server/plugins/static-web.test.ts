import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq, isNotNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_CHUNKS_FILE } from '../../shared/screen-chunks.ts';
import { profiles, users } from '../db/schema/index.ts';
import { SECURITY_HEADERS } from './request-security.ts';
import { registerStaticWeb } from './static-web.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** The page status of SPEC §2's screens: 200 for a screen the app shows, 404 (with the app) for anything else. */
let t: TestApp;
let webDir: string;
let memberId: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** What the build writes in the template's head (web/index.html): the entry and the modules it preloads. */
const BUILT_SCRIPTS =
  '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">';
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(
    join(webDir, 'index.html'),
    `<html><head><title>App</title>${BUILT_SCRIPTS}</head><body>app<div id="root"></div></body></html>`,
  );
  writeFileSync(join(webDir, 'admin.html'), '<html><head><title>Console</title></head><body>console</body></html>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-1.js'), SCRIPT);
  writeFileSync(join(webDir, 'assets', 'app-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDir, 'assets', 'app-1.js.gz'), gzipSync(SCRIPT));
  writeFileSync(
    join(webDir, SCREEN_CHUNKS_FILE),
    JSON.stringify({
      index: ['/assets/home-1.js', '/assets/home-1.css'],
      members: ['/assets/members-1.js', '/assets/forms-1.js'],
      pages: ['/assets/info-page-1.js'],
      'pages:nl': ['/assets/nl-1.js'],
      'pages:de': ['/assets/de-1.js'],
    }),
  );
  t = await createTestApp({}, { memberCount: 3, webDir });
  const [row] = await t.database.db.select().from(profiles).where(isNotNull(profiles.mainPhotoId)).limit(1);
  memberId = row!.userId;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

describe('the console page', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/members/abc?q=1'])(
    "answers %s with the console, never indexed, without the members' boot data",
    async (path) => {
      const res = await page(path);
      expect([res.statusCode, res.body]).toEqual([200, expect.stringContaining('<body>console</body>')]);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).not.toContain('boot-data');
    },
  );

  it.each(['/administrator', '/admins/x'])("leaves %s to the members' app", async (path) => {
    const res = await page(path);
    expect([res.statusCode, res.body.includes('<body>app')]).toEqual([404, true]);
  });
});

describe('page statuses', () => {
  it.each([
    '/',
    '/members',
    '/pages/terms',
    '/login',
    '/signup?step=2',
    '/reset-password/do',
    '/activate/done',
    '/credits',
    '/premium',
    '/pricing',
    '/transactions',
    '/directdebit',
    '/terms',
    '/voorwaarden',
    '/agb',
    '/haufige-fragen',
    '/kundtjanst',
  ])('answers 200 for the screen %s, kept by no shared cache', async (path) => {
    const res = await page(path);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-cache']);
  });

  it.each([
    '/nope/xyz',
    '/nope',
    '/terms/x',
    '/Terms',
    '/terms%00',
    '/pages/agb',
    '/members/1',
    '/pages/nope',
    '/landers/nope',
    `/members/${'a'.repeat(36)}`,
  ])('answers 404 with the app for %s', async (path) => {
    const res = await page(path);
    expect([res.statusCode, res.body.includes('<body>app')]).toEqual([404, true]);
  });

  it('answers 200 for the profile of a member one may see, 404 for an unknown or hidden one', async () => {
    expect((await page(`/members/${memberId}`)).statusCode).toBe(200);
    expect((await page(`/likes/m/${memberId}`)).statusCode).toBe(200);
    expect((await page(`/members/${randomUUID()}`)).statusCode).toBe(404);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, memberId));
    expect((await page(`/members/${memberId}`)).statusCode).toBe(404);
    await t.database.db.update(users).set({ invisible: false }).where(eq(users.id, memberId));
  });
});

describe('security headers', () => {
  it.each([
    ['a page', '/members', { accept: 'text/html' }, 200],
    ['a 404 page', '/no-such-screen', { accept: 'text/html' }, 404],
    ['a built asset', '/assets/app-1.js', {}, 200],
    ['its brotli twin', '/assets/app-1.js', { 'accept-encoding': 'br' }, 200],
    ['a missing asset', '/assets/gone-1.js', {}, 404],
    ['an API answer', '/api/settings.php', {}, 200],
    ['a compressed API answer', '/api/settings.php', { 'accept-encoding': 'br' }, 200],
    ['an API refusal', '/api/user.php', {}, 403],
    ['bad input', '/api/settings.php?country=%00', {}, 400],
  ])('are on %s', async (_kind, url, headers, status) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
  });
});

describe("the screen's code", () => {
  /** The modules a page has fetched with the app beyond the entry's own: at once or after the first paint. */
  const screenModules = (html: string) => {
    const afterPaint = /data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ');
    const now = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    return (afterPaint ?? now).filter((file) => file !== '/assets/shell-1.js');
  };

  it('is named in the page, to be fetched with the app', async () => {
    expect(screenModules((await page('/members')).body)).toEqual(['/assets/members-1.js', '/assets/forms-1.js']);
    expect(screenModules((await page('/?x=1')).body)).toEqual(['/assets/home-1.js']);
  });

  it('loads after the first paint of a page the server drew, and at once where the app draws the page', async () => {
    // A page drawn by the server (the first-screen module is not built in this folder: drawn here by hand).
    const drawing = Fastify();
    await registerStaticWeb(drawing, webDir, async () => ({ head: '', found: true, root: '<p>drawn</p>' }));
    const drawn = (await drawing.inject({ method: 'GET', url: '/?x=1', headers: { accept: 'text/html' } })).body;
    await drawing.close();
    expect(drawn).toContain('<div id="root"><p>drawn</p></div>');
    expect(drawn).toContain(
      '<script src="/after-paint.js" data-entry="/assets/app-1.js" data-modules="/assets/shell-1.js /assets/home-1.js" defer></script>',
    );
    expect(drawn).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const undrawn = (await page('/?x=1')).body;
    expect(undrawn).toContain('<div id="root"></div>');
    expect(undrawn).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>');
    expect(undrawn).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(undrawn).not.toContain('after-paint.js');
  });

  it('comes with its styles, so that a screen the server drew paints in them', async () => {
    const body = (await page('/')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1])).toContain(
      '/assets/home-1.css',
    );
    expect(screenModules(body)).not.toContain('/assets/home-1.css');
  });

  it("is named with the texts of the visitor's language where the screen loads them per language", async () => {
    expect(screenModules((await page('/pages/terms')).body)).toEqual(['/assets/info-page-1.js', '/assets/nl-1.js']);
    const german = await t.app.inject({
      method: 'GET',
      url: '/pages/faq',
      headers: { accept: 'text/html', cookie: 'i18n_locale=de' },
    });
    expect(screenModules(german.body)).toEqual(['/assets/info-page-1.js', '/assets/de-1.js']);
  });

  it('is not named for a screen without its own files, nor on a 404 page', async () => {
    expect(screenModules((await page('/login')).body)).toEqual([]);
    expect(screenModules((await page('/members/nope')).body)).toEqual([]);
  });
});

describe('built assets', () => {
  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli twin to a client that accepts brotli, else the gzip one, else the file', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
