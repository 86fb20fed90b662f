import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../server/db/schema/index.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { UnsubscribeTokens } from '../server/modules/away/unsubscribe-tokens.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, newPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/** The demo member's unsubscribe link, as their notice mails carry it (signed with this server's key). */
let unsubscribePath: string;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await changeDatabase(await startBuiltServer(), {}, async (db) => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
    unsubscribePath = `/api/unsubscribe.php?token=${encodeURIComponent(await new UnsubscribeTokens(db).sign(demo!.id))}`;
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('mails about messages, likes and matches', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`unsubscribes from a mail's link, sees why mails are off, and switches them back on (${width} px)`, async () => {
      const page = await newPage(browser, viewport);
      await page.goto(server.url + unsubscribePath);
      await page.getByText('Wil je geen e-mails meer van').waitFor();
      await screenshot(page, `unsubscribe-question-${width}`);
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Afmelden' }).click();
      await page.getByText('Je bent afgemeld.').waitFor();
      await screenshot(page, `unsubscribe-done-${width}`);

      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      await loginAsDemo(page, server.url);
      await openApp(page, `${server.url}/members`);
      const alert = page.getByTestId('mail-disabled-alert');
      await alert.getByText('E-mails staan uit omdat je je hebt afgemeld.').waitFor();
      await screenshot(page, `mail-disabled-alert-${width}`);
      await expectNoSeriousViolations(page);
      await alert.getByRole('link', { name: 'E-mails weer aanzetten' }).click();
      await page.waitForURL('**/settings');
      await page.getByTestId('mail-disabled-alert').waitFor({ state: 'detached' });
      await page
        .getByTestId('mail-disabled-reason')
        .getByText('E-mails staan uit omdat je je hebt afgemeld.')
        .waitFor();
      const mails = page.getByLabel(/^E-mails van .+ ontvangen$/);
      expect(await mails.isChecked()).toBe(false);
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/account-settings.php') && response.request().method() === 'PUT',
      );
      await mails.check();
      expect((await saved).status()).toBe(200);
      await page.getByTestId('mail-disabled-reason').waitFor({ state: 'detached' });
      await openApp(page, `${server.url}/members`);
      await page.getByTestId('warnings-header').waitFor({ state: 'attached' });
      expect(await page.getByTestId('mail-disabled-alert').count()).toBe(0);
      await page.context().close();
    });
  }
});
