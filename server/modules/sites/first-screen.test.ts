import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID, prefilledKey } from '../../../shared/boot-data.ts';
import { AUTH_COOKIE } from '../../../shared/constants.ts';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import {
  FIRST_SCREEN_MODULE,
  ROUTE_DATA_ELEMENT_ID,
  type FirstScreenAnswers,
  type RenderedFirstScreen,
  type VisitorBootData,
} from '../../../shared/first-screen.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * The page of a visitor's home comes with its screen drawn (shared/first-screen.ts). The built module is the web
 * app's (web/src/first-screen.test.tsx tests it); here a stand-in at its place records what the server asks of it.
 */
type Draw = (
  url: string,
  boot: VisitorBootData,
  answers: FirstScreenAnswers,
) => Promise<RenderedFirstScreen | undefined>;
const drawing = globalThis as unknown as { drawFirstScreen: Draw };
let calls: { url: string; boot: VisitorBootData; answers: FirstScreenAnswers }[];
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dating-first-screen-'));
  const webDir = join(dir, 'web');
  mkdirSync(webDir);
  writeFileSync(
    join(webDir, 'index.html'),
    '<html lang="nl"><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
  );
  const modulePath = join(webDir, FIRST_SCREEN_MODULE);
  mkdirSync(join(modulePath, '..'), { recursive: true });
  writeFileSync(
    modulePath,
    'export const renderFirstScreen = (url, boot, answers) => globalThis.drawFirstScreen(url, boot, answers);',
  );
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  calls = [];
  drawing.drawFirstScreen = async (url, boot, answers) => {
    calls.push({ url, boot, answers });
    return {
      html: `<h1>${boot.settings.index_title} (${boot.language})</h1>`,
      head: '<link rel="preload" as="image" href="/media/first.jpg">',
      loaderData: { '0-0': '</script>' },
    };
  };
  // A fresh settings variant for every test: nothing drawn before is kept for it.
  await t.app.services.sites.reload();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];
const ROUTE_DATA = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">`;
/** The page after the root's drawn screen: the data the app reads once it runs. */
const afterRootOf = (html: string) => html.slice(html.indexOf('</div><script'));

describe("a visitor's home page drawn on the server", () => {
  it('puts the screen into the root and its loader data, escaped, after it', async () => {
    const res = await page('/?ref=ad');
    expect(res.statusCode).toBe(200);
    const settings = calls[0]!.boot.settings;
    expect(rootOf(res.body)).toBe(`<h1>${settings.index_title} (nl)</h1>`);
    expect(afterRootOf(res.body)).toContain(`${ROUTE_DATA}{"0-0":"\\u003c/script>"}</script>`);
    expect(calls[0]!.boot.user).toBeNull();
  });

  it("draws from the site's own address, once per site variant and language, and keeps it", async () => {
    await Promise.all(Array.from({ length: 20 }, () => page('/')));
    await page('/', { host: 'LOCALHOST:80', 'x-forwarded-host': 'evil.example' });
    await page('/', { cookie: 'i18n_locale=de' });
    expect(calls.map(({ url, boot }) => [url, boot.language])).toEqual([
      [`https://${calls[0]!.boot.settings.domain}/`, 'nl'],
      [`https://${calls[0]!.boot.settings.domain}/`, 'de'],
    ]);
    const german = (await page('/', { cookie: 'i18n_locale=de' })).body;
    expect(rootOf(german)).toContain('(de)');
    // The page says the language it is drawn in before any script runs.
    expect([german.startsWith('<html lang="de">'), (await page('/')).body.startsWith('<html lang="nl">')]).toEqual([
      true,
      true,
    ]);
  });

  it('draws nothing for a member, another screen, the signup modal or a host no site serves', async () => {
    for (const [url, headers] of [
      ['/', { cookie: `${AUTH_COOKIE}=whatever` }],
      ['/members', {}],
      ['/pages/terms', {}],
      ['/?signup=1', {}],
      ['/%3Fsignup=1', {}],
      ['/', { host: 'unknown.example' }],
    ] as const) {
      const res = await page(url, headers);
      expect([url, rootOf(res.body), res.body.includes(ROUTE_DATA)]).toEqual([url, '', false]);
    }
    expect(calls).toEqual([]);
  });

  it('sends the page without a drawn screen when drawing fails or draws nothing', async () => {
    drawing.drawFirstScreen = () => Promise.reject(new Error('drawing failed'));
    const failed = await page('/');
    expect([failed.statusCode, rootOf(failed.body), failed.body.includes(ROUTE_DATA)]).toEqual([200, '', false]);
    await t.app.services.sites.reload();
    drawing.drawFirstScreen = async () => undefined;
    const nothing = await page('/');
    expect([nothing.statusCode, rootOf(nothing.body)]).toEqual([200, '']);
  });
});

const PREFILLED = `<script type="application/json" id="${PREFILLED_ANSWERS_ELEMENT_ID}">`;
/** The prefilled answers the page carries, by key. */
const prefilledOf = (html: string) =>
  JSON.parse(new RegExp(`${PREFILLED}(.*?)</script>`).exec(html)![1]!) as Record<string, ShowcaseResponse>;

describe("a visitor's lander drawn on the server", () => {
  it.each([
    ['/landers/tinderswipe', undefined],
    ['/landers/gallery', undefined],
    ['/landers/video/amsterdam', 'amsterdam'],
    ['/landers/maplanding/nl-nh/', 'nl-nh'],
  ])('draws %s with the showcase of its slug, and carries that answer prefilled', async (path, slug) => {
    const res = await page(`${path}?network=ads&sub1=x`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const data = afterRootOf(res.body);
    const expected = await t.app.services.showcase.showcase(t.app.services.sites.find('localhost')!.site, slug);
    expect(calls.map(({ url, answers }) => [url, answers.showcase])).toEqual([
      [`https://${calls[0]!.boot.settings.domain}${path}`, { slug, answer: expected }],
    ]);
    expect(rootOf(res.body)).toContain('<h1>');
    expect(prefilledOf(data)).toEqual({ [prefilledKey('/api/showcase.php', slug ? [['slug', slug]] : [])]: expected });
    expect(head).toContain('<link rel="preload" as="image" href="/media/first.jpg">');
    expect(data).toContain(ROUTE_DATA);
    expect(head).not.toContain(ROUTE_DATA);
  });

  it('draws a path once for every query, and again once the showcase has a new answer', async () => {
    await page('/landers/iconslanding?ref=a');
    await page('/landers/iconslanding?ref=b');
    await page('/landers/collagelanding');
    expect(calls).toHaveLength(2);
    t.advance(61_000);
    await page('/landers/iconslanding');
    expect(calls).toHaveLength(3);
  });

  it('keeps a bounded number of paths per site variant: the oldest is drawn again', async () => {
    const slugs = Array.from({ length: 101 }, (_, n) => `place-${n}`);
    for (const slug of slugs) await page(`/landers/gallery/${slug}`);
    await page('/landers/gallery/place-100');
    expect(calls).toHaveLength(101);
    await page('/landers/gallery/place-0');
    expect(calls).toHaveLength(102);
  });

  it('leaves the profile landings and other screens to the browser', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const url of [`/members/${id}/landing`, `/members/${id}/landing2/x`, '/landers/nothing', '/signup-matches']) {
      const res = await page(url);
      expect([url, rootOf(res.body), res.body.includes(PREFILLED)]).toEqual([url, '', false]);
    }
    expect(calls).toEqual([]);
  });
});
