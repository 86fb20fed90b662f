import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../shared/i18n/locales/de.json' with { type: 'json' };
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { jpegWithGps } from '../server/test/images.ts';
import { launchBrowser, memberPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { demoTwin } from './support/members.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/**
 * A visitor who reaches a members-only screen is led to log in and comes back to it: /likes, and a credit bundle
 * chosen on /credits (back on that bundle with its payment methods). Both members are premium here, so /premium
 * shows them as one. Screens at 375 px in Dutch and 1280 px in German, each checked by axe.
 */
let server: RunningServer;
let browser: Browser;
/** Who logs in, per language: the demo member in Dutch, a premium member who reads German. */
const emails: Record<string, string> = { nl: DEMO_LOGIN.email };
beforeAll(async () => {
  server = await startBuiltServer({ TEST_PAYMENTS: 'true' });
  server = await changeDatabase(server, { TEST_PAYMENTS: 'true' }, async (db) => {
    await db
      .update(users)
      .set({ paidUser: true, photoAlertDismissedAt: new Date(), pushAlertDismissedAt: new Date() })
      .where(eq(users.email, DEMO_LOGIN.email));
    emails.de = (await demoTwin(db, 'de')).email;
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await screenshot(page, name);
}

/** Logs in through the form the visitor was sent to, and waits until it has sent them on. */
async function logIn(page: Page, language: string) {
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="email"]').fill(emails[language]!);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO_LOGIN.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const CASES = [
  { viewport: 'mobile', width: 375, language: 'nl', tr: nl },
  { viewport: 'desktop', width: 1280, language: 'de', tr: de },
] as const;

describe('a visitor on a members-only screen', () => {
  for (const { viewport, width, language, tr } of CASES) {
    it(`opens /likes, logs in and is back on /likes (${language}, ${width} px)`, { timeout: 90_000 }, async () => {
      const page = await memberPage(browser, server.url, viewport, language);
      await openApp(page, `${server.url}/likes`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/likes');
      await page.getByTestId('login-form').waitFor();
      expect(await page.getByTestId('flash').textContent()).toBe(tr.flash.login_required);
      await look(page, `visitor-login-required-${language}-${width}`);
      await logIn(page, language);
      expect(new URL(page.url()).pathname).toBe('/likes');
      await page.getByTestId('likes-page').waitFor();
      await page.close();
    });

    it(
      `chooses a bundle, logs in and is back on it with its methods (${language}, ${width} px)`,
      { timeout: 90_000 },
      async () => {
        const page = await memberPage(browser, server.url, viewport, language);
        await openApp(page, `${server.url}/credits`);
        const chosen = page.getByTestId('bundle').first().getByRole('link');
        const bundlePath = await chosen.getAttribute('href');
        expect(bundlePath).toMatch(/^\/credits\/[0-9a-f-]{36}/);
        await chosen.click();
        await page.waitForURL((url) => url.pathname === '/login');
        expect(new URL(page.url()).searchParams.get('next')).toBe(bundlePath);
        await logIn(page, language);
        expect(new URL(page.url()).pathname).toBe(bundlePath);
        await page.getByTestId('checkout-page').waitFor();
        // Its payment methods, the first one chosen.
        const methods = page.getByTestId('method-list');
        await methods.getByRole('radio').first().waitFor();
        expect(await methods.locator('input:checked').count()).toBe(1);
        expect(await page.getByTestId('pay').isEnabled()).toBe(true);
        await look(page, `visitor-back-on-bundle-${language}-${width}`);

        // The member is premium: /premium says so instead of offering it.
        await openApp(page, `${server.url}/premium`);
        await page.getByTestId('premium-member').waitFor();
        expect(await page.getByTestId('premium-claim').count()).toBe(0);
        await look(page, `premium-member-${language}-${width}`);

        // /directdebit without a bundle: the bundles to choose one from.
        await openApp(page, `${server.url}/directdebit`);
        await page.waitForURL((url) => url.pathname === '/credits');
        expect(await page.getByTestId('flash').textContent()).toBe(tr.flash.choose_bundle);
        await look(page, `directdebit-choose-bundle-${language}-${width}`);

        // An active member has no activation mail to wait for: /complete-signup sends them on to the members.
        await openApp(page, `${server.url}/complete-signup`);
        await page.waitForURL((url) => url.pathname === '/members');
        await page.close();
      },
    );

    it(
      `finds the photo of signup step 0 again after a reload (${language}, ${width} px)`,
      { timeout: 90_000 },
      async () => {
        const page = await signedUpPage(browser, server.url, viewport, language, `step0-${viewport}@example.com`);
        await openApp(page, `${server.url}/signup?step=0`);
        const step = page.getByTestId('step-photo');
        await step.locator('input[type=file]').setInputFiles({
          name: 'me.jpg',
          mimeType: 'image/jpeg',
          buffer: await jpegWithGps(600, 800),
        });
        await step.getByTestId('photo-preview').waitFor();
        await page.reload();
        await page.locator('[data-auth]').waitFor();
        const preview = page.getByTestId('step-photo').getByTestId('photo-preview');
        await preview.waitFor();
        await preview.evaluate((img: HTMLImageElement) => img.decode());
        expect(await page.getByRole('button', { name: tr.signup_steps.next }).isEnabled()).toBe(true);
        await look(page, `signup-step-0-reloaded-${language}-${width}`);
        await page.close();
      },
    );
  }
});
