import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../server/db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, newPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/** Its own server on an invite-only site, mailing over real SMTP to a sink in this process. */
let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpSink();
  const env = { SMTP_URL: smtp.url };
  server = await changeDatabase(await startBuiltServer(env), env, (db) => db.update(sites).set({ inviteOnly: true }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

const visit = (page: Page, path: string) => openApp(page, server.url + path);

describe('invite-only signup', () => {
  it('turns visitors away without an invitation; a member invites a friend, who signs up from the mailed link', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const width = viewport === 'mobile' ? 375 : 1280;
      const friend = `friend-${viewport}@example.com`;
      const visitor = await newPage(browser, viewport);
      await visitor.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      await visit(visitor, '/signup');
      expect(await visitor.getByTestId('signup-invite-only').textContent()).toContain(
        'Aanmelden kan alleen met een uitnodiging van een lid.',
      );
      await screenshot(visitor, `signup-invite-only-${width}`);
      await expectNoSeriousViolations(visitor);
      await visitor.context().close();

      const member = await newPage(browser, viewport);
      await member.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      await loginAsDemo(member, server.url);
      await visit(member, '/settings');
      const form = member.getByTestId('invite-friend');
      await form.getByLabel('E-mailadres van je vriend(in)').fill(friend);
      await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
      await form.getByText(`Uitnodiging verstuurd naar ${friend}.`).waitFor();
      await screenshot(member, `settings-invite-${width}`);
      await expectNoSeriousViolations(member);
      await member.context().close();

      const mail = await smtp.waitFor((m) => m.to.includes(friend));
      expect(mail.subject).toBe('Demo nodigt je uit voor Demo Dating');
      const link = /https?:\/\/[^/\s]+(\/signup\?invite=[\w-]+)/.exec(mail.text)![1]!;
      const invited = await newPage(browser, viewport);
      await invited.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      await visit(invited, link);
      await invited.getByLabel('E-mailadres').fill(friend);
      await invited.getByLabel('Naam').fill('Fenna');
      await invited.getByLabel('Geboortedatum').fill('1993-04-04');
      await invited.getByLabel('Wachtwoord').fill('friend password');
      await invited.getByRole('button', { name: 'Account aanmaken' }).click();
      await invited.getByTestId('step-photo').waitFor();
      await invited.context().close();
    }
  });
});
