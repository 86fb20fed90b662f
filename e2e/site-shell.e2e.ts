import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { PAGE_ROUTES } from '../shared/page-routes.ts';
import { FIRST_LOAD_BUDGET, bytesByType, firstLoadFiles, scriptsBeforeFirstPaint } from './support/first-load.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Viewport = 'mobile' | 'desktop';
const WIDTH: Record<Viewport, number> = { mobile: 375, desktop: 1280 };
/** The screenshots the issue asks for: nl and en, at 375 and 1280 px. */
const SCREENSHOT_MATRIX = [
  ['nl', 'mobile'],
  ['nl', 'desktop'],
  ['en', 'mobile'],
  ['en', 'desktop'],
] as const;

/** A fresh visitor; `language` sets the locale cookie, `entryWarningClosed` remembers the warning as closed. */
async function visit(
  path: string,
  viewport: Viewport,
  opts: { language?: string; entryWarningClosed?: boolean; country?: string } = {},
) {
  const page = await newPage(
    browser,
    viewport,
    opts.country ? { extraHTTPHeaders: { 'x-country': opts.country } } : {},
  );
  if (opts.language) await page.context().addCookies([{ name: 'i18n_locale', value: opts.language, url: baseUrl }]);
  if (opts.entryWarningClosed) await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
  await page.goto(baseUrl + path);
  await page.locator('[data-auth]').waitFor();
  return page;
}

const closePage = (page: Page) => page.context().close();

describe('home page', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows the styled home with the site's settings and the entry warning (${WIDTH[viewport]} px)`, async () => {
      const page = await visit('/', viewport);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(
        'Demo Dating: daten in Nederland, België en Duitsland',
      );
      expect(await page.title()).toBe('Demo Dating: daten in Nederland, België en Duitsland');
      expect(await page.locator('[data-layout="default"]').getAttribute('data-auth')).toBe('logged-out');
      expect(await page.getByTestId('login-button').textContent()).toBe('Inloggen');
      const warning = page.getByTestId('entry-warning');
      await warning.waitFor();
      expect(await warning.textContent()).toContain('Alleen voor volwassenen');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.modal')!).opacity === '1');
      await screenshot(page, `entry-warning-nl-${WIDTH[viewport]}`);
      await expectNoSeriousViolations(page);
      await page.getByTestId('entry-warning-confirm').click();
      await warning.waitFor({ state: 'detached' });
      await screenshot(page, `home-nl-${WIDTH[viewport]}`);
      await expectNoSeriousViolations(page);
      // The primary colour of the theme is on the top bar: dark blue.
      const topBarColour = await page.locator('.top-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(topBarColour).toBe('rgb(31, 58, 104)');
      await closePage(page);
    });

    it(`shows the home page in English with the US statement (${WIDTH[viewport]} px)`, async () => {
      const page = await visit('/', viewport, { language: 'en' });
      const warning = page.getByTestId('entry-warning');
      await warning.waitFor();
      expect(await warning.locator('.modal-title').textContent()).toBe('Adults only');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.modal')!).opacity === '1');
      await screenshot(page, `entry-warning-en-${WIDTH[viewport]}`);
      await page.getByTestId('entry-warning-confirm').click();
      await warning.waitFor({ state: 'detached' });
      expect(await page.getByTestId('login-button').textContent()).toBe('Log in');
      expect(await page.getByTestId('us-footer').textContent()).toContain('18 U.S.C. 2257');
      await screenshot(page, `home-en-${WIDTH[viewport]}`);
      await expectNoSeriousViolations(page);
      await closePage(page);
    });
  }

  it('remembers a closed entry warning', async () => {
    const page = await visit('/', 'desktop');
    await page.getByTestId('entry-warning-confirm').click();
    await page.reload();
    await page.locator('[data-auth]').waitFor();
    await page.getByTestId('home-hero').waitFor();
    expect(await page.getByTestId('entry-warning').count()).toBe(0);
    await closePage(page);
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`puts the entry warning above every other modal, the signup modal too (${WIDTH[viewport]} px)`, async () => {
      const page = await visit('/members?signup=1', viewport);
      const warning = page.getByTestId('entry-warning');
      await warning.waitFor();
      expect(await page.getByTestId('signup-modal').count()).toBe(0);
      await page.getByTestId('entry-warning-confirm').click();
      await warning.waitFor({ state: 'detached' });
      await page.getByTestId('signup-modal').getByLabel('E-mailadres').waitFor();
      await expectNoSeriousViolations(page);
      await closePage(page);
    });
  }

  it('shows no entry warning to a visitor outside NL and DE, nor on reset-password', async () => {
    const belgian = await visit('/', 'desktop', { country: 'BE' });
    await belgian.getByTestId('home-hero').waitFor();
    expect(await belgian.getByTestId('entry-warning').count()).toBe(0);
    await closePage(belgian);
    const german = await visit('/', 'desktop', { country: 'DE' });
    await german.getByTestId('entry-warning').waitFor();
    await closePage(german);
    const resetting = await visit('/reset-password', 'desktop');
    await resetting.getByTestId('reset-request-form').waitFor();
    expect(await resetting.getByTestId('entry-warning').count()).toBe(0);
    await closePage(resetting);
  });

  it('has every footer link, no US statement in Dutch', async () => {
    const page = await visit('/', 'desktop', { entryWarningClosed: true });
    const links = await page
      .locator('[data-testid="site-footer"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/pages/terms',
      '/pages/privacy',
      '/pages/cookies',
      '/pages/ban',
      '/pricing',
      '/complaints',
      '/pages/return-policy',
      '/pages/faq',
      '/pages/service',
    ]);
    expect(await page.getByTestId('us-footer').count()).toBe(0);
    await closePage(page);
  });
});

describe('language', () => {
  it('sets the locale from domain_language on a first visit, in a cookie kept 365 days', async () => {
    const page = await visit('/', 'desktop', { entryWarningClosed: true });
    await page.getByTestId('home-hero').waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_locale');
    expect(cookie?.value).toBe('nl');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await closePage(page);
  });

  it('switches language from the top bar and keeps it', async () => {
    const page = await visit('/', 'mobile', { entryWarningClosed: true });
    // Its name starts with what it shows (WCAG 2.5.3); the menu marks the current language.
    await page.getByRole('button', { name: 'NL, taal kiezen', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-current')).toBeNull();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page
      .getByText('So funktioniert es')
      .or(page.getByText('So funktioniert’s'))
      .or(page.locator('h2').first())
      .waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await page.getByTestId('login-button').textContent()).not.toBe('Inloggen');
    await page.getByRole('button', { name: 'DE, Sprache wählen', exact: true }).waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await closePage(page);
  });

  it('chooses a language on /lang-config', async () => {
    const page = await visit('/lang-config', 'desktop', { entryWarningClosed: true });
    await page.getByTestId('language-list').waitFor();
    await expectNoSeriousViolations(page);
    await page.getByTestId('language-list').getByText('Français').click();
    await page.getByTestId('home-hero').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(new URL(page.url()).pathname).toBe('/');
    await closePage(page);
  });
});

describe('info pages', () => {
  for (const slug of ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service']) {
    it(`/pages/${slug} shows real text filled with the company info`, async () => {
      const page = await visit(`/pages/${slug}`, 'desktop', { entryWarningClosed: true });
      const article = page.getByTestId(`info-page-${slug}`);
      await article.waitFor();
      const text = (await article.textContent())!;
      expect(text.length).toBeGreaterThan(800);
      expect(text).not.toMatch(/\{[a-z_]+\}/);
      expect(text).not.toMatch(/[^.]\.\.(?!\.)/);
      const title = await article.getByRole('heading', { level: 1 }).textContent();
      await page.waitForFunction((expected) => document.title.startsWith(`${expected} · `), title);
      if (slug === 'terms') {
        expect(text).toContain('Demo Media B.V.');
        expect(text).toContain('12345678');
        expect(text).toContain('15 maart 2024');
      }
      if (slug === 'return-policy') expect(text).toContain('14');
      if (slug === 'service') {
        expect(await page.getByTestId('service-contact').locator('a[href^="tel:"]').getAttribute('href')).toBe(
          'tel:0201234567',
        );
      }
      await expectNoSeriousViolations(page);
      await closePage(page);
    });
  }

  for (const [language, viewport] of SCREENSHOT_MATRIX) {
    it(`terms in ${language} at ${WIDTH[viewport]} px`, async () => {
      const page = await visit('/pages/terms', viewport, { language, entryWarningClosed: true });
      await page.getByTestId('info-page-terms').waitFor();
      const heading = await page.locator('h1').textContent();
      expect(heading).toBe(language === 'nl' ? 'Algemene voorwaarden' : 'Terms and conditions');
      await screenshot(page, `terms-${language}-${WIDTH[viewport]}`);
      await expectNoSeriousViolations(page);
      await closePage(page);
    });
  }
});

describe('error page', () => {
  for (const [language, viewport] of SCREENSHOT_MATRIX) {
    it(`shows the 404 page with a way home in ${language} at ${WIDTH[viewport]} px`, async () => {
      const page = await visit('/no/such/page', viewport, { language, entryWarningClosed: true });
      const error = page.getByTestId('error-page');
      await error.waitFor();
      expect(await error.getAttribute('data-status')).toBe('404');
      const expected =
        language === 'en'
          ? ['This page could not be found', 'Back to the home page']
          : ['Deze pagina kon niet worden gevonden', 'Terug naar de startpagina'];
      expect(await error.locator('h1').textContent()).toBe(expected[0]);
      await screenshot(page, `404-${language}-${WIDTH[viewport]}`);
      await expectNoSeriousViolations(page);
      await error.getByRole('link', { name: expected[1] }).click();
      await page.getByTestId('home-hero').waitFor();
      await closePage(page);
    });
  }

  it('tells a visitor of a host that no site serves, in the browser language', async () => {
    const page = await newPage(browser, 'desktop', { locale: 'nl-NL' });
    // Chromium resolves every *.localhost name to loopback; no site serves this one.
    await page.goto(baseUrl.replace('//localhost', '//unknown.localhost'));
    const error = page.getByTestId('error-page');
    await error.waitFor();
    expect(await error.locator('h1').textContent()).toBe('Deze site is niet bekend op dit adres.');
    await expectNoSeriousViolations(page);
    await closePage(page);
  });

  it('answers 404 over HTTP wherever it shows the 404 page, titled', async () => {
    for (const path of [
      '/nope/xyz',
      '/members/1',
      `/members/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      '/no-such-page',
    ]) {
      const page = await newPage(browser, 'desktop');
      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      const response = await page.goto(baseUrl + path);
      expect([path, response!.status()]).toEqual([path, 404]);
      await page.locator('[data-testid="error-page"], [data-testid="member-not-found"]').first().waitFor();
      if (path !== '/members/00000000-0000-4000-8000-000000000000') {
        expect(await page.title()).toBe('Deze pagina kon niet worden gevonden · Demo Dating');
      }
      await closePage(page);
    }
    const home = await newPage(browser, 'desktop');
    expect((await home.goto(baseUrl + '/'))!.status()).toBe(200);
    await closePage(home);
  });

  it("titles every screen in the member's language, also after in-app navigation", async () => {
    const page = await visit('/login', 'desktop', { entryWarningClosed: true });
    await page.waitForFunction(() => document.title === 'Inloggen · Demo Dating');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await page.waitForFunction(() => document.title === 'Wachtwoord vergeten · Demo Dating');
    await closePage(page);
    const english = await visit('/signup', 'desktop', { language: 'en', entryWarningClosed: true });
    await english.waitForFunction(() => document.title === 'Sign up · Demo Dating');
    await closePage(english);
  });

  it('shows the real 404 page where a path fits no screen of SPEC §2', async () => {
    for (const path of ['/no-such-page', '/landers/nope', '/members/abc/signup', '/pages/unknown']) {
      const page = await visit(path, 'desktop', { entryWarningClosed: true });
      await page.getByTestId('error-page').waitFor();
      expect(await page.getByTestId('error-page').getAttribute('data-status'), path).toBe('404');
      await closePage(page);
    }
  });
});

describe('compression', () => {
  it('sends the scripts and stylesheets of the first load brotli-compressed to a browser that accepts it', async () => {
    const html = await (await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const plain = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'identity' } });
      // A file of a few dozen bytes, which brotli cannot shrink, goes as it is.
      if ((await plain.arrayBuffer()).byteLength < 200) continue;
      const res = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([asset, res.status, res.headers.get('content-encoding')]).toEqual([asset, 200, 'br']);
    }
  });
});

describe('first load', () => {
  it("names the screen's own code in the page, so that the browser fetches it with the app's", async () => {
    const html = await (await fetch(`${baseUrl}/members`, { headers: { accept: 'text/html' } })).text();
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.some((file) => /\/assets\/members-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of preloads) expect([file, (await fetch(baseUrl + file)).status]).toEqual([file, 200]);
  });

  it("prefetches a visitor's likely next screen at the browser's lowest priority, and opens it from the cache", async () => {
    const manifest = (await (await fetch(`${baseUrl}/screen-chunks.json`)).json()) as Record<string, string[]>;
    const loginFiles = manifest.login!;
    const page = await newPage(browser, 'mobile');
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { path: string; priority: string; fromCache?: boolean }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      requests.set(requestId, { path: new URL(request.url).pathname, priority: request.initialPriority });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const request = requests.get(requestId);
      if (request) request.fromCache = response.fromDiskCache || response.fromPrefetchCache;
    });
    const requestsOf = (file: string) => [...requests.values()].filter((request) => request.path === file);
    await page.goto(`${baseUrl}/pages/terms`);
    await page.locator('[data-auth]').waitFor();
    await expect.poll(() => loginFiles.every((file) => requestsOf(file).length > 0), { timeout: 15_000 }).toBe(true);
    // Each file crosses the network once: prefetched at the lowest priority, unless the page on show loaded it already
    // (a chunk the terms page shares with the login screen).
    const prefetchedFiles = loginFiles.filter((file) => requestsOf(file)[0]!.priority === 'VeryLow');
    expect(prefetchedFiles.length).toBeGreaterThan(0);
    for (const file of loginFiles) expect([file, requestsOf(file).length]).toEqual([file, 1]);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('login-button').click();
    await page.locator('input[type="password"]').waitFor();
    // The screen's code came from the cache: each file crossed the network once, as the prefetch.
    for (const file of loginFiles) {
      const later = requestsOf(file).slice(1);
      expect([file, later.every((request) => request.fromCache !== false)]).toEqual([file, true]);
    }
    await page.context().close();
  });

  it('stays within its byte budget on a phone, the entry warning open as on a first visit', async () => {
    const page = await newPage(browser, 'mobile');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('dialog').waitFor();
    const bytes = bytesByType(await firstLoadFiles(page));
    await page.context().close();
    expect(bytes.script).toBeGreaterThan(0);
    expect(bytes.script).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.script);
    expect(bytes.stylesheet).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.stylesheet);
  });
});

describe('landers on a phone', () => {
  const LANDERS = PAGE_ROUTES.filter((route) => route.name.startsWith('landers-'));

  it("each loads its own chunk: none is in the shell, nor among the home page's first files", async () => {
    const chunks = (await (await fetch(`${baseUrl}/screen-chunks.json`)).json()) as Record<string, string[]>;
    const page = await newPage(browser, 'mobile');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('dialog').waitFor();
    const homeFiles = new Set((await firstLoadFiles(page)).map((file) => new URL(file.url).pathname));
    await page.context().close();
    const own = LANDERS.map((route) => chunks[route.name]![0]!);
    expect(new Set(own).size).toBe(LANDERS.length);
    for (const file of own) expect([file, homeFiles.has(file)]).toEqual([file, false]);
  });

  for (const route of LANDERS) {
    const path = route.path.replace('/:slug?', '/amsterdam');
    it(`${path} stays within the first-load budget, drawn by the server and painted before its scripts`, async () => {
      const page = await newPage(browser, 'mobile');
      const response = await page.goto(`${baseUrl}${path}`);
      const drawn = (await response!.text()).includes('id="route-data"');
      await page.getByRole('dialog').waitFor();
      const bytes = bytesByType(await firstLoadFiles(page));
      const early = await scriptsBeforeFirstPaint(page);
      await page.context().close();
      expect(drawn).toBe(true);
      expect(early).toEqual([]);
      expect(bytes.script).toBeGreaterThan(0);
      expect(bytes.script).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.script);
      expect(bytes.stylesheet).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.stylesheet);
    });
  }
});

describe('paint before the network', () => {
  it("draws a visitor's home page on the server: it paints before any script runs, and the app takes it over as it is", async () => {
    const page = await newPage(browser, 'mobile');
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    // No script runs until the screenshot is taken: what it shows came from the server's HTML and the stylesheet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the held scripts.
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await page.locator('[data-auth]').count()).toBe(0);
    await page.getByTestId('home-signup').waitFor();
    await screenshot(page, 'drawn-home-before-scripts-375');
    // A property of the drawn node: it survives only if the app keeps the node (a second render would replace it).
    await heading.evaluate((node) => Object.assign(node, { drawnByServer: true }));
    release();
    await page.locator('[data-auth="logged-out"]').waitFor();
    expect(await heading.evaluate((node) => (node as unknown as { drawnByServer?: boolean }).drawnByServer)).toBe(true);
    // The drawn buttons work: the signup modal opens over the page.
    await page.getByTestId('home-signup').click();
    await page.getByTestId('signup-modal').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const path of ['/', '/pages/terms', '/members']) {
    it(`paints the shell of ${path} on a slow phone before any API call answers`, async () => {
      const page = await newPage(browser, 'mobile');
      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      // Every API call waits until the screenshot is taken: what it shows came from the page alone.
      let answer!: () => void;
      const answers = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/**', async (route) => {
        await answers;
        await route.continue();
      });
      const cdp = await page.context().newCDPSession(page);
      // Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 94_000,
      });
      await page.goto(baseUrl + path, { waitUntil: 'commit' });
      await page.locator('.top-bar').getByText('Demo Dating').waitFor();
      await page.getByTestId('login-button').waitFor();
      if (path === '/') await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `mid-load${path.replaceAll('/', '-')}-375`);
      answer();
      await page.locator('[data-auth]').waitFor();
      await page.context().close();
    });
  }
});
