import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../shared/i18n/locales/de.json' with { type: 'json' };
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAs, memberPage, openApp, screenshot, signedUpPage } from './support/browser.ts';
import { demoTwin } from './support/members.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
/** Who saves the search, per language: the demo member in Dutch, a member who reads German. */
const emails: Record<string, string> = { nl: DEMO_LOGIN.email };
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startBuiltServer({ SMTP_URL: smtp.url });
  server = await changeDatabase(server, { SMTP_URL: smtp.url }, async (db) => {
    emails.de = (await demoTwin(db, 'de')).email;
  });
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

/** A catalogue text with its `{name}` placeholders filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

describe('saved searches', () => {
  // Each case is a member of its own with a search of its own: a saved search tells of a new member once a day at most.
  const cases = [
    { viewport: 'mobile', width: 375, language: 'nl', tr: nl, min: '30', max: '40' },
    { viewport: 'desktop', width: 1280, language: 'de', tr: de, min: '34', max: '38' },
  ] as const;
  for (const { viewport, width, language, tr, min, max } of cases) {
    it(`saves a search, and is told when a new member fits it (${language}, ${width} px)`, async () => {
      const page = await memberPage(browser, server.url, viewport, language);
      await loginAs(page, server.url, { email: emails[language]!, password: DEMO_LOGIN.password });
      await openApp(page, `${server.url}/members?min_age=${min}&max_age=${max}`);
      const saved = page.getByTestId('saved-searches');
      await saved.getByRole('button', { name: tr.saved_searches.save }).click();
      await saved.getByTestId('search-saved').waitFor();
      await saved.getByRole('button', { name: fill(tr.saved_searches.ages, { min, max }), exact: true }).waitFor();
      await screenshot(page, `saved-searches-${language}-${width}`);
      await expectNoSeriousViolations(page);

      await newConfirmedMember(`fits-${viewport}@example.com`);
      await openApp(page, `${server.url}/notifications`);
      const told = page
        .getByTestId('notification')
        .filter({ hasText: fill(tr.notifications.kinds.saved_search, { name: 'Sam' }) });
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('notification-list').or(page.getByText(tr.notifications.empty)).waitFor();
            return told.count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(1);
      await page.getByTestId('account-toggle').waitFor();
      await screenshot(page, `saved-search-notice-${language}-${width}`);
      await expectNoSeriousViolations(page);
      await page.context().close();
    });
  }
});
