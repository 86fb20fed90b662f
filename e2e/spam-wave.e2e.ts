import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_CHECK_LIMITS } from '../shared/contact-checks.ts';
import type { SendMessageResponse } from '../shared/contracts/chats.ts';
import type { SearchResponse } from '../shared/contracts/members.ts';
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type StaffLogin, addStaff, consoleLogin, staffOnCommandLine } from './support/console.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * A spam wave met (issue 40, decision 040): a brand-new member on a phone, in Dutch, writes one demo member after the
 * other. The first message is delivered; the next ones right after are slowed (refused with the reason in the
 * composer); the attempts count towards the member's burst, and after `first_messages_per_sender` of them within
 * BURST_MINUTES the next first message is stored held, the member told in the bubble and the layout. A moderator at
 * 1280 px, in English, sees the member in the held queue with why and what waits, and approves: the message is
 * delivered and the member's alert is gone.
 */
const EMAIL = 'quick-writer@example.com';
const BURST = DEFAULT_CONTACT_CHECK_LIMITS.first_messages_per_sender;
let smtp: SmtpSink;
let env: Record<string, string>;
let server: RunningServer;
let browser: Browser;
let admin: StaffLogin;
let adminPage: Page;
beforeAll(async () => {
  smtp = await startSmtpSink();
  env = { SMTP_URL: smtp.url };
  const started = await startBuiltServer(env);
  ({ server, login: admin } = await staffOnCommandLine(started, env, {
    email: 'admin@spam-wave.test',
    role: 'admin',
    password: 'the admin password',
  }));
  browser = await launchBrowser();
  adminPage = await newPage(browser, 'desktop', { locale: 'en-GB' });
  await consoleLogin(adminPage, server.url, admin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** Opens the chat with `profileId` and closes the icebreaker modal its empty conversation opens with. */
async function openChat(page: Page, profileId: string) {
  await openApp(page, `${server.url}/members/${profileId}/chat`);
  const icebreaker = page.getByTestId('icebreaker-modal');
  await page.locator('.modal.show [data-testid="icebreaker-modal"]').waitFor();
  await icebreaker.getByTestId('icebreaker-no').click();
  await icebreaker.waitFor({ state: 'detached' });
}

/** Sends what the composer holds with its button; the server's answer. */
async function send(page: Page): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().includes('/api/message.php') && res.request().method() === 'POST'),
    page.getByTestId('send').click(),
  ]);
  return response;
}

/** The images in view have loaded (the search's cards further down load lazily, as they are scrolled to). */
const waitForImages = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );

describe('a spam wave met', () => {
  it(
    'a new member is slowed, then held; a moderator approves and the message is delivered',
    { timeout: 240_000 },
    async () => {
      // A member signs up (on a phone, in Dutch) and activates by mail.
      const member = await signedUpPage(browser, server.url, 'mobile', 'nl', EMAIL);
      const mail = await smtp.waitFor((m) => m.to.includes(EMAIL));
      await openApp(member, server.url + /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0]);
      await member.getByTestId('activate-done').waitFor();
      const found = (await (await member.request.get(`${server.url}/api/members.php?page=1`)).json()) as SearchResponse;
      const [first, second] = found.profiles;
      expect(second).toBeDefined();

      // The first message opens a conversation at once, charged and delivered.
      await openChat(member, first!.id);
      const input = member.getByTestId('message-input');
      const bubbles = member.getByTestId('chat-message');
      await input.fill('Hoi! Zin in een kop koffie deze week?');
      expect((await send(member)).status()).toBe(200);
      await expect.poll(() => bubbles.last().getAttribute('data-pending')).toBeNull();
      expect(await bubbles.count()).toBe(1);
      expect(await member.getByTestId('held-note').count()).toBe(0);

      // The next person right after: slowed, the reason above the composer and the text back in it, nothing stored.
      await openChat(member, second!.id);
      const credits = member.getByTestId('chat-credits').getByTestId('credit-badge');
      const creditsBefore = Number(await credits.textContent());
      expect(creditsBefore).toBeGreaterThan(0);
      const text = 'Hoi! Jij lijkt me leuk, zullen we eens afspreken?';
      await input.fill(text);
      expect((await send(member)).status()).toBe(429);
      const alert = member.getByTestId('send-error');
      await alert.waitFor();
      const slowDown = nl.errors.contact_slow_down.split('{seconds}');
      expect(await alert.textContent()).toMatch(new RegExp(`${slowDown[0]}\\d+${slowDown[1]}`));
      await expect.poll(() => input.inputValue()).toBe(text);
      expect(await bubbles.count()).toBe(0);
      await waitForImages(member);
      await expectNoSeriousViolations(member);
      await screenshot(member, 'spam-wave-slow-down-nl-375');

      // No clock to move on: every attempt counts towards the burst. Slowed until BURST attempts in BURST_MINUTES...
      for (let attempt = 2; attempt < BURST; attempt++) {
        expect((await send(member)).status()).toBe(429);
        await alert.waitFor();
        await expect.poll(() => input.inputValue()).toBe(text);
      }
      // ...then the next one is stored held: shown with the note, uncharged, and the member's layout says why.
      const held = await send(member);
      expect(held.status()).toBe(200);
      expect(((await held.json()) as SendMessageResponse).message.held).toBe(true);
      await bubbles.filter({ hasText: text }).getByTestId('held-note').waitFor();
      expect(await member.getByTestId('send-error').count()).toBe(0);
      expect(await bubbles.getByTestId('held-note').textContent()).toBe(nl.chat.held_check);
      expect(Number(await credits.textContent())).toBe(creditsBefore);
      await member.reload();
      await bubbles.filter({ hasText: text }).getByTestId('held-note').waitFor();
      await waitForImages(member);
      await expectNoSeriousViolations(member);
      await screenshot(member, 'spam-wave-held-note-nl-375');
      // The chat screens fill the window without the member alerts; the other screens' layout says it while it lasts.
      await openApp(member, `${server.url}/members`);
      const holdAlert = member.getByTestId('contact-hold-alert');
      await holdAlert.waitFor();
      expect(await holdAlert.textContent()).toContain(nl.contact_hold_alert.open);
      await waitForImages(member);
      await expectNoSeriousViolations(member);
      await screenshot(member, 'spam-wave-hold-alert-nl-375');

      // A moderator (1280 px, English) finds the member in the held queue, with why and what waits.
      const moderator = await addStaff(adminPage, server.url, {
        email: 'moderator@spam-wave.test',
        name: 'Mona Moderator',
        role: 'moderator',
      });
      const console = await newPage(browser, 'desktop', { locale: 'en-GB' });
      await console.addInitScript(() => localStorage.setItem('console_language', 'en'));
      await consoleLogin(console, server.url, moderator);
      await console.getByRole('navigation').getByRole('link', { name: 'Held contacts', exact: true }).click();
      await console.waitForURL('**/admin/moderation/held');
      const card = console.getByTestId('held-contact').filter({ hasText: EMAIL });
      await card.waitFor();
      const cardText = await card.textContent();
      expect(cardText).toContain('Many first contacts in a short time');
      expect(cardText).toContain('1 message');
      expect(cardText).toContain('0 likes');
      // A loopback address is no client's: none is kept, so none is counted.
      expect(cardText).toContain('Signup IP—');
      expect(cardText).not.toContain('Accounts from this IP');
      expect(await card.getByTestId('held-message').count()).toBe(1);
      expect(await card.getByTestId('held-message').textContent()).toContain(text);
      await expectNoSeriousViolations(console);
      await screenshot(console, 'spam-wave-held-queue-en-1280');

      // Approved: delivered (and charged) in order, the outcome said above the list; the card leaves the open tab.
      await card.getByRole('button', { name: 'Approve' }).click();
      const outcome = console.getByTestId('held-outcome');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain('Messages delivered: 1');
      await card.waitFor({ state: 'detached' });
      await console.getByTestId('held-empty').waitFor();
      await expectNoSeriousViolations(console);
      await screenshot(console, 'spam-wave-approved-en-1280');
      await console.context().close();

      // The member's message is delivered: its note gone; the alert too.
      await openApp(member, `${server.url}/members/${second!.id}/chat`);
      await bubbles.filter({ hasText: text }).waitFor();
      expect(await member.getByTestId('held-note').count()).toBe(0);
      // Charged now, on delivery.
      await expect.poll(async () => Number(await credits.textContent())).toBe(creditsBefore - 1);
      await member.waitForLoadState('networkidle');
      await waitForImages(member);
      await screenshot(member, 'spam-wave-delivered-nl-375');
      await openApp(member, `${server.url}/members`);
      await member.getByTestId('member-card').first().waitFor();
      await member.waitForLoadState('networkidle');
      await member.getByTestId('warnings-header').waitFor({ state: 'attached' });
      expect(await member.getByTestId('contact-hold-alert').count()).toBe(0);
      await waitForImages(member);
      await screenshot(member, 'spam-wave-alert-gone-nl-375');
      await member.context().close();
    },
  );
});
