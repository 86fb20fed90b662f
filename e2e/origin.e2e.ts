import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../shared/i18n/locales/de.json' with { type: 'json' };
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * The demo's one origin, as README prints it (http://localhost:PORT; the run's seed was made on another port): a member
 * who opens the site on 127.0.0.1 is sent there, signs up, follows the activation link of the real mail and is
 * logged in; pays with the test provider and comes back to "Betaling gelukt" logged in (in Dutch at 1280 px, in German
 * at 375 px); and a plain login lands on the search.
 */
let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startBuiltServer({ SMTP_URL: smtp.url, TEST_PAYMENTS: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

/** The same server by its other loopback name. */
const other = (path: string) => `http://127.0.0.1:${server.port}${path}`;

const authOf = (page: Page) => page.locator('[data-auth]').getAttribute('data-auth');

const CASES = [
  { viewport: 'desktop', width: 1280, language: 'nl', tr: nl },
  { viewport: 'mobile', width: 375, language: 'de', tr: de },
] as const;

describe('links that keep the member logged in', () => {
  for (const { viewport, width, language, tr } of CASES) {
    it(
      `signs up on 127.0.0.1, activates from the mail, pays and comes back logged in (${language}, ${width} px)`,
      { timeout: 180_000 },
      async () => {
        expect(server.url).toBe(`http://localhost:${server.port}`);
        const page = await newPage(browser, viewport);
        await page.context().addCookies([{ name: 'i18n_locale', value: language, url: server.url }]);
        await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
        await page.goto(other('/signup?network=e2e'));
        // Sent to the canonical origin, path and query kept.
        expect(page.url()).toBe(`${server.url}/signup?network=e2e`);
        const email = `origin-${language}@gmail.com`;
        await page.getByLabel(tr.signup.email).fill(email);
        await page.getByLabel(tr.signup.name, { exact: true }).fill('Femke');
        await page.getByLabel(tr.signup.date_of_birth).fill('1991-03-01');
        await page.getByLabel(tr.signup.password).fill('a long password');
        await page.getByRole('button', { name: tr.signup.submit }).click();
        await page.getByTestId('step-photo').waitFor();

        const mail = await smtp.waitFor((m) => m.to.includes(email));
        const link = /http:\/\/[^\s"]+\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0];
        expect(new URL(link).origin).toBe(server.url);
        await page.goto(link);
        await page.getByTestId('activate-done').waitFor();
        expect(new URL(page.url()).pathname).toBe('/activate/done');
        expect(await authOf(page)).toBe('logged-in');
        await screenshot(page, `origin-activated-${language}-${width}`);

        await page.goto(other('/credits'));
        expect(page.url()).toBe(`${server.url}/credits`);
        await page.getByTestId('bundle').first().getByRole('link').click();
        await page.getByTestId('checkout-page').waitFor();
        await page.getByTestId('pay').click();
        await page.waitForURL(/\/api\/test-checkout\/tp_/);
        expect(new URL(page.url()).origin).toBe(server.url);
        await page.getByRole('button', { name: tr.test_checkout.completed }).click();
        await page.waitForURL(/\/transactions\/[0-9a-f-]{36}$/);
        expect(new URL(page.url()).origin).toBe(server.url);
        const completed = page.getByTestId('payment-completed');
        await completed.waitFor();
        expect(await completed.textContent()).toContain(tr.payment_result.completed_title);
        expect(await authOf(page)).toBe('logged-in');
        await screenshot(page, `origin-payment-completed-${language}-${width}`);
        await page.context().close();
      },
    );
  }

  it('a plain login, begun on 127.0.0.1, lands on the search logged in', { timeout: 120_000 }, async () => {
    const page = await newPage(browser, 'mobile');
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    await page.goto(other('/login'));
    expect(page.url()).toBe(`${server.url}/login`);
    const form = page.getByTestId('login-form');
    await form.getByLabel('E-mailadres').fill(DEMO_LOGIN.email);
    await form.getByLabel('Wachtwoord').fill(DEMO_LOGIN.password);
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${server.url}/members`);
    await page.getByTestId('account-toggle').waitFor();
    expect(await authOf(page)).toBe('logged-in');
    await screenshot(page, 'origin-login-members-375');

    // A screen for members only, opened logged out, comes back after the login.
    await page.getByTestId('account-toggle').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-button').waitFor();
    await page.goto(`${server.url}/settings`);
    await page.waitForURL(`${server.url}/login?next=%2Fsettings`);
    await form.getByLabel('E-mailadres').fill(DEMO_LOGIN.email);
    await form.getByLabel('Wachtwoord').fill(DEMO_LOGIN.password);
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${server.url}/settings`);
    await page.getByTestId('settings-page').waitFor();
    await page.context().close();
  });
});
