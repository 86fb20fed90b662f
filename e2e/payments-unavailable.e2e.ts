import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Production as an operator may first start it: without Mollie keys (and without test payments) the checkout says
 * payments are not available yet instead of a pay button that answers 503; with payments but without an SMS provider
 * it offers no direct debit and says why. Screens at 375 and 1280 px, in Dutch and English, each checked by axe.
 */
let browser: Browser;
let seq = 0;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDTHS = [
  ['mobile', 375],
  ['desktop', 1280],
] as const;

/** A new member's checkout of the second bundle on `server`, at a width and in a language. */
async function checkoutPage(server: RunningServer, viewport: 'mobile' | 'desktop', language: string): Promise<Page> {
  const page = await signedUpPage(browser, server.url, viewport, language, `checkout${++seq}@example.com`);
  await openApp(page, `${server.url}/credits`);
  await page.getByTestId('bundle').nth(1).getByRole('link').click();
  await page.getByTestId('checkout-unavailable').waitFor();
  return page;
}

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await screenshot(page, name);
}

describe('production without a payment provider', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(() => server.stop());

  it('says at the checkout that payments are not available yet', { timeout: 180_000 }, async () => {
    for (const [viewport, width] of WIDTHS) {
      for (const [language, text] of [
        ['nl', 'Betalen is op deze site nog niet mogelijk. Probeer het later opnieuw.'],
        ['en', 'Payments are not available on this site yet. Please try again later.'],
      ] as const) {
        const page = await checkoutPage(server, viewport, language);
        expect(await page.getByTestId('checkout-unavailable').textContent()).toBe(text);
        expect(await page.getByTestId('pay').count()).toBe(0);
        await look(page, `checkout-no-payments-${language}-${width}`);
        await page.context().close();
      }
    }
  });
});

describe('production without an SMS provider', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ TEST_PAYMENTS: 'true' });
  });
  afterAll(() => server.stop());

  it('offers no direct debit at the checkout and says why', { timeout: 180_000 }, async () => {
    for (const [viewport, width] of WIDTHS) {
      for (const [language, text, method] of [
        [
          'nl',
          'Automatische incasso is op deze site niet beschikbaar: de bevestigingscode kan nu niet per sms worden verstuurd.',
          'Automatische incasso',
        ],
        [
          'en',
          'Direct debit is not available on this site: the confirmation code cannot be sent by text message right now.',
          'Direct debit',
        ],
      ] as const) {
        const page = await checkoutPage(server, viewport, language);
        expect(await page.getByTestId('checkout-unavailable').textContent()).toBe(text);
        expect(await page.getByLabel(method, { exact: true }).count()).toBe(0);
        await page.getByTestId('pay').waitFor();
        await look(page, `checkout-no-direct-debit-${language}-${width}`);
        await page.context().close();
      }
    }
  });
});
