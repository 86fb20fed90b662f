import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * A member who has not confirmed their address yet writes someone: the send is refused with the activation prompt
 * (a new activation mail one tap away), nothing is charged and no message waits undelivered (issue 39, decision 018).
 */
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

const CASES = [
  { viewport: 'mobile', width: 375, language: 'nl', prompt: 'Bevestig eerst je e-mailadres' },
  { viewport: 'desktop', width: 1280, language: 'en', prompt: 'Confirm your email address first' },
] as const;

describe('an unconfirmed member writes', () => {
  for (const { viewport, width, language, prompt } of CASES) {
    it(`is refused with the activation prompt and charged nothing (${language}, ${width} px)`, async () => {
      const page = await signedUpPage(browser, server.url, viewport, language, `unconfirmed-${width}@example.com`);
      await openApp(page, `${server.url}/members`);
      await page.getByTestId('member-card').first().click();
      await page.getByTestId('message-button').click();
      await page.waitForURL(/\/members\/[^/]+\/chat$/);
      const icebreaker = page.locator('.modal.show [data-testid="icebreaker-modal"]');
      await icebreaker.waitFor();
      await icebreaker.getByTestId('icebreaker-no').click();
      await icebreaker.waitFor({ state: 'detached' });
      const credits = page.getByTestId('chat-credits').getByTestId('credit-badge');
      const before = await credits.textContent();

      await page.getByTestId('message-input').fill('Hallo!');
      await page.getByTestId('send').click();
      const alert = page.getByTestId('send-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(prompt);
      expect(await page.getByTestId('chat-message').count()).toBe(0);
      expect(await credits.textContent()).toBe(before);
      await expectNoSeriousViolations(page);
      await screenshot(page, `unconfirmed-send-${language}-${width}`);

      await alert.getByTestId('send-error-resend').click();
      await alert.getByTestId('activation-resent').waitFor();
      await page.reload();
      await page.getByTestId('message-input').waitFor();
      expect(await page.getByTestId('chat-message').count()).toBe(0);
      expect(await credits.textContent()).toBe(before);
      await page.context().close();
    });
  }
});
