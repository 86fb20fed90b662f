import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, newPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

/**
 * The site as an app installed on the home screen: Chromium cannot emulate `display-mode: standalone` itself, so the
 * page's matchMedia answers that query as an installed app's does.
 */
async function installedAppPage(viewport: 'mobile' | 'desktop'): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    const installed = (media: string) =>
      ({
        matches: true,
        media,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    window.matchMedia = (query: string) =>
      query.replace(/\s/g, '') === '(display-mode:standalone)' ? installed(query) : original(query);
  });
  return page;
}

const backButton = (page: Page) => page.getByRole('button', { name: /Terug/ });

describe('the installed app', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`shows no entry warning, the slim footer, a back button only where SPEC §2 says, and the offline page (${width} px)`, async () => {
      const page = await installedAppPage(viewport);
      await openApp(page, `${server.url}/`);
      // A browser tab shows the warning by now (the last test); the installed app never does.
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('entry-warning').count()).toBe(0);
      expect(await page.locator('.site-footer-compact').count()).toBe(1);

      await loginAsDemo(page, server.url);
      await openApp(page, `${server.url}/members`);
      expect(await backButton(page).count()).toBe(0);
      await page.getByTestId('member-card').first().click();
      await page.waitForURL(/\/members\/[0-9a-f-]{36}$/);
      await backButton(page).waitFor();
      await page.getByTestId('member-profile').waitFor();
      await screenshot(page, `installed-app-profile-${width}`);
      await expectNoSeriousViolations(page);
      await backButton(page).click();
      await page.waitForURL(/\/members$/);
      await backButton(page).waitFor({ state: 'detached' });

      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.context().setOffline(true);
      await page.goto(`${server.url}/likes`);
      await page.getByText('Je bent offline.').waitFor();
      await screenshot(page, `installed-app-offline-${width}`);
      await page.context().setOffline(false);
      await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
      await page.locator('[data-auth="logged-in"]').waitFor();
      await page.context().close();
    });
  }

  it('shows the entry warning to a visitor in a browser tab, and no back button there, on the same screens', async () => {
    const page = await newPage(browser, 'mobile');
    await openApp(page, `${server.url}/`);
    await page.getByTestId('entry-warning-confirm').click();
    await loginAsDemo(page, server.url);
    await openApp(page, `${server.url}/members`);
    await page.getByTestId('member-card').first().click();
    await page.waitForURL(/\/members\/[0-9a-f-]{36}$/);
    await page.locator('[data-auth="logged-in"]').waitFor();
    expect(await backButton(page).count()).toBe(0);
    expect(await page.locator('.site-footer-compact').count()).toBe(1);
    await page.context().close();
  });
});
