import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, memberPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startBuiltServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

/** A new member (born 1990) signed up and confirmed through the link of the activation mail. */
async function newConfirmedMember(email: string) {
  const page = await signedUpPage(browser, server.url, 'desktop', 'nl', email);
  await page.context().close();
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0];
  const res = await fetch(server.url + link, { redirect: 'manual' });
  expect(res.headers.get('location')).toBe('/activate/done');
}

describe('saved searches', () => {
  // Each width saves a search of its own: a saved search tells of a new member once a day at most.
  const ages = { mobile: ['30', '40'], desktop: ['34', '38'] } as const;
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`saves a search, and is told when a new member fits it (${width} px)`, async () => {
      const [min, max] = ages[viewport];
      const page = await memberPage(browser, server.url, viewport, 'nl');
      await loginAsDemo(page, server.url);
      await openApp(page, `${server.url}/members?min_age=${min}&max_age=${max}`);
      const saved = page.getByTestId('saved-searches');
      await saved.getByRole('button', { name: 'Zoekopdracht bewaren' }).click();
      await saved.getByTestId('search-saved').waitFor();
      await saved.getByRole('button', { name: `${min} tot ${max} jaar`, exact: true }).waitFor();
      await screenshot(page, `saved-searches-${width}`);
      await expectNoSeriousViolations(page);

      await newConfirmedMember(`fits-${viewport}@example.com`);
      await openApp(page, `${server.url}/notifications`);
      const told = page.getByTestId('notification').filter({ hasText: 'Sam past bij je bewaarde zoekopdracht' });
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('notification-list').or(page.getByText('Je hebt nog geen meldingen.')).waitFor();
            return told.count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(viewport === 'mobile' ? 1 : 2);
      await screenshot(page, `saved-search-notice-${width}`);
      await expectNoSeriousViolations(page);
      await page.context().close();
    });
  }
});
