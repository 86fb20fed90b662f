import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type SmsStandIn, startSmsStandIn } from '../server/test/sms-stand-in.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Buying credits with the built-in test provider (allowed here by TEST_PAYMENTS: the server runs as production):
 * a new free member pays the time-bonus price through iDEAL and comes back premium with the credits (their other open
 * tab shows the new balance without a reload); a failed card
 * payment shows 'Betaling mislukt' with a retry. Screens at 375 and 1280 px, in Dutch and English, each checked by axe.
 */
let server: RunningServer;
let browser: Browser;
let gateway: SmsStandIn;
let seq = 0;
beforeAll(async () => {
  // Production sends the codes through an SMS provider (without one, direct debit is off): Twilio's stand-in here.
  gateway = await startSmsStandIn();
  server = await startBuiltServer({
    TEST_PAYMENTS: 'true',
    TWILIO_ACCOUNT_SID: gateway.twilio.accountSid,
    TWILIO_AUTH_TOKEN: gateway.twilio.authToken,
    TWILIO_FROM: '+3197010000001',
    TWILIO_API_URL: gateway.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await gateway.close();
});

/** A new member signed up just now (so the time bonus runs), logged in on a fresh page. */
const newMemberPage = (viewport: 'mobile' | 'desktop', language: string) =>
  signedUpPage(browser, server.url, viewport, language, `buyer${++seq}@example.com`);

/** The last text message the server sent (through the SMS stand-in). */
const lastSms = () => gateway.messages.at(-1)!;

const userOf = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/user.php', { headers: { 'x-client': 'web' } })).json());

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  await screenshot(page, name);
}

describe('buying credits', () => {
  it(
    'a free member buys a bundle through iDEAL at the time-bonus price and comes back premium',
    { timeout: 120_000 },
    async () => {
      const page = await newMemberPage('desktop', 'nl');
      // Another tab of the member, left open on the credits page: the new balance reaches it over the live socket.
      const otherTab = await page.context().newPage();
      await openApp(otherTab, `${server.url}/credits`);
      await otherTab
        .getByTestId('credit-balance')
        .filter({ hasText: /^\D*2\D*$/ })
        .waitFor();
      await otherTab.evaluate(() => Object.assign(window, { notReloaded: true }));
      await openApp(page, `${server.url}/credits`);
      const popular = page.getByTestId('bundle').filter({ hasText: 'Populair' });
      await expect.poll(() => popular.getByTestId('bundle-price').textContent()).toMatch(/€\s14,96/);
      await look(page, 'credits-time-bonus-nl-1280');

      await popular.getByRole('link').click();
      await page.getByTestId('checkout-page').waitFor();
      expect(await page.getByLabel('iDEAL').isChecked()).toBe(true);
      await look(page, 'checkout-ideal-nl-1280');
      await page.getByTestId('pay').click();
      await page.waitForURL(/\/api\/test-checkout\/tp_/);
      expect(await page.locator('.amount').textContent()).toMatch(/€\s14,96/);
      await screenshot(page, 'test-provider-nl-1280');
      await page.getByRole('button', { name: 'Betaald' }).click();

      await page.waitForURL(/\/transactions\/[0-9a-f-]{36}$/);
      await page.getByTestId('payment-completed').waitFor();
      expect(await page.getByTestId('receipt').textContent()).toMatch(/€\s14,96/);
      await look(page, 'payment-completed-nl-1280');
      const user = await userOf(page);
      expect({ credits: user.credits, paid: user.paid_user, bonus: user.time_bonus }).toEqual({
        credits: 2 + 60,
        paid: true,
        bonus: null,
      });
      await otherTab.getByTestId('credit-balance').filter({ hasText: '62' }).waitFor();
      expect(await otherTab.evaluate(() => 'notReloaded' in window)).toBe(true);
      await otherTab.close();
      await openApp(page, `${server.url}/credits`);
      await page.getByTestId('credit-balance').filter({ hasText: '62' }).waitFor();
      expect(await page.getByTestId('discount-banner').count()).toBe(0);
    },
  );

  it('a failed card payment shows its page with the retry and PayPal', { timeout: 120_000 }, async () => {
    const page = await newMemberPage('mobile', 'en');
    await openApp(page, `${server.url}/credits`);
    await look(page, 'credits-time-bonus-en-375');
    await page.getByTestId('bundle').first().getByRole('link').click();
    await page.getByLabel('Credit card').check();
    await look(page, 'checkout-card-en-375');
    await page.getByTestId('pay').click();
    await page.waitForURL(/\/api\/test-checkout\//);
    await screenshot(page, 'test-provider-en-375');
    await page.getByRole('button', { name: 'Failed' }).click();
    await page.getByTestId('payment-failed').waitFor();
    expect(await page.getByTestId('payment-failed').textContent()).toContain('Payment failed');
    await look(page, 'payment-failed-en-375');
    expect((await userOf(page)).paid_user).toBe(false);

    await page.getByTestId('payment-retry').click();
    await page.getByTestId('checkout-page').waitFor();
    expect(await page.getByLabel('Credit card').isChecked()).toBe(true);
  });

  it('pays by direct debit with the code from the SMS, after a wrong one', { timeout: 120_000 }, async () => {
    for (const [viewport, width, language] of [
      ['mobile', 375, 'nl'],
      ['desktop', 1280, 'en'],
    ] as const) {
      const page = await newMemberPage(viewport, language);
      await openApp(page, `${server.url}/credits`);
      await page.getByTestId('bundle').first().getByRole('link').click();
      await page.getByLabel(language === 'nl' ? 'Automatische incasso' : 'Direct debit').check();
      await page.getByTestId('to-direct-debit').click();
      const form = page.getByTestId('direct-debit-form');
      await form.waitFor();
      const inputs = form.locator('input');
      const values = [
        'S. de Vries',
        'NL91 ABNA 0417 1643 00',
        'Keizersgracht',
        '12',
        '1015 CJ',
        'Amsterdam',
        '06-12345678',
      ];
      for (const [i, value] of values.entries()) await inputs.nth(i).fill(value);
      await form.locator('button[type="submit"]').click();
      const otpForm = page.getByTestId('direct-debit-otp-form');
      await otpForm.waitFor();
      const code = /\b(\d{6})\b/.exec(lastSms().body)![1]!;
      await otpForm.locator('input[autocomplete="one-time-code"]').fill(code === '000000' ? '111111' : '000000');
      await otpForm.locator('button[type="submit"]').click();
      await page.getByTestId('direct-debit-otp-error').waitFor();
      expect(await page.getByTestId('direct-debit-otp-error').textContent()).toContain(
        language === 'nl' ? 'Code ongeldig' : 'Invalid code',
      );
      await look(page, `direct-debit-code-${language}-${width}`);
      await otpForm.locator('input[autocomplete="one-time-code"]').fill(code);
      await otpForm.locator('button[type="submit"]').click();
      await page.waitForURL(/\/api\/test-checkout\//);
      await page.locator('button[value="pending"]').click();
      await page.getByTestId('payment-pending').waitFor();
      await look(page, `payment-pending-${language}-${width}`);
    }
  });

  it(
    'shows premium, the public price list, credits, checkout and the direct-debit form at both widths',
    { timeout: 180_000 },
    async () => {
      for (const [viewport, width] of [
        ['mobile', 375],
        ['desktop', 1280],
      ] as const) {
        for (const language of ['nl', 'en']) {
          const member = await newMemberPage(viewport, language);
          await openApp(member, `${server.url}/premium`);
          await member.getByTestId('premium-claim').waitFor();
          await member.getByTestId('bundle').first().waitFor();
          await look(member, `premium-${language}-${width}`);
          await openApp(member, `${server.url}/credits`);
          await member.getByTestId('bundle').first().waitFor();
          await look(member, `credits-${language}-${width}`);
          await member.getByTestId('bundle').nth(1).getByRole('link').click();
          await member.getByTestId('pay').waitFor();
          await look(member, `checkout-${language}-${width}`);
          await member.getByLabel(language === 'nl' ? 'Automatische incasso' : 'Direct debit').check();
          await member.getByTestId('to-direct-debit').click();
          await member.getByTestId('direct-debit-form').waitFor();
          await look(member, `direct-debit-${language}-${width}`);
          const visitor = await newPage(browser, viewport);
          await visitor.context().addCookies([{ name: 'i18n_locale', value: language, url: server.url }]);
          await visitor.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
          await openApp(visitor, `${server.url}/pricing`);
          await visitor.getByTestId('pricing-page').getByRole('listitem').first().waitFor();
          await look(visitor, `pricing-${language}-${width}`);
        }
      }
    },
  );
});
