import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../shared/contracts/auth.ts';
import en from '../shared/i18n/locales/en.json' with { type: 'json' };
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import {
  launchBrowser,
  loginAsDemo,
  memberPage,
  newPage,
  openApp,
  screenshot,
  signedUpPage,
} from './support/browser.ts';
import { type StaffLogin, consoleLogin, staffOnCommandLine } from './support/console.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Scam and contact-detail patterns (issue 40, decision 038): a new member's first message carries a phone number; the
 * demo member reads it with a calm safety tip under it (nl at 375 px, en at 1280 px), and a moderator finds it in the
 * flagged-messages queue (1280 px) and dismisses it.
 */
const CLIENT = { 'x-client': 'web' };
const EMAIL = 'phone-sharer@example.com';
const TEXT = 'Hoi! Bel me gerust: 06-12345678';
let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let admin: StaffLogin;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const env = { SMTP_URL: smtp.url };
  ({ server, login: admin } = await staffOnCommandLine(await startBuiltServer(env), env, {
    email: 'admin@safety-tip.test',
    role: 'admin',
    password: 'the admin password',
  }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a message with a phone number', () => {
  it('reaches the demo member with a safety tip and waits in the flagged queue', { timeout: 240_000 }, async () => {
    const sender = await signedUpPage(browser, server.url, 'mobile', 'nl', EMAIL);
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL));
    await openApp(sender, server.url + /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0]);
    await sender.getByTestId('activate-done').waitFor();
    const senderId = ((await (await sender.request.get(`${server.url}/api/user.php`)).json()) as User).id;

    const demoNl = await memberPage(browser, server.url, 'mobile', 'nl');
    await loginAsDemo(demoNl, server.url);
    const demoId = ((await (await demoNl.request.get(`${server.url}/api/user.php`)).json()) as User).id;
    const sent = await sender.request.post(`${server.url}/api/message.php`, {
      headers: CLIENT,
      data: { profile_id: demoId, text: TEXT },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    for (const [page, language, width, tip] of [
      [demoNl, 'nl', 375, nl.chat.safety_tip],
      [await memberPage(browser, server.url, 'desktop', 'en'), 'en', 1280, en.chat.safety_tip],
    ] as const) {
      if (language === 'en') {
        await loginAsDemo(page, server.url);
        // The demo member reads in English now, as the language menu would set it: the account's and the page's.
        const switched = await page.request.put(`${server.url}/api/user.php`, { headers: CLIENT, data: { language } });
        expect(switched.status()).toBe(200);
        await page.context().addCookies([{ name: 'i18n_locale', value: language, url: server.url }]);
      }
      await openApp(page, `${server.url}/members/${senderId}/chat`);
      const message = page.getByTestId('chat-message').filter({ hasText: TEXT });
      await message.getByTestId('safety-tip').waitFor();
      expect(await message.getByTestId('safety-tip').textContent()).toBe(tip);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
      await screenshot(page, `safety-tip-${language}-${width}`);
    }
    // The sender is shown no tip under their own message.
    await openApp(sender, `${server.url}/members/${demoId}/chat`);
    await sender.getByTestId('chat-message').filter({ hasText: TEXT }).waitFor();
    expect(await sender.getByTestId('safety-tip').count()).toBe(0);

    const console = await newPage(browser, 'desktop', { locale: 'en-GB' });
    await console.addInitScript(() => localStorage.setItem('console_language', 'en'));
    await consoleLogin(console, server.url, admin);
    await console.getByRole('navigation').getByRole('link', { name: 'Flagged messages', exact: true }).click();
    await console.waitForURL('**/admin/moderation/flagged');
    const flag = console.getByTestId('flagged-row').filter({ hasText: TEXT });
    await flag.waitFor();
    await expectNoSeriousViolations(console);
    await screenshot(console, 'flagged-queue-en-1280');
    await flag.getByRole('button', { name: 'Dismiss' }).click();
    await flag.waitFor({ state: 'detached' });
  });
});
