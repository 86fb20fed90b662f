import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../shared/constants.ts';
import { jpegWithGps } from '../server/test/images.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/** Its own server, sending mail over real SMTP to a sink in this process. */
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

const visit = (page: Page, path: string) => openApp(page, server.url + path);

describe('becoming a member', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`signs up, activates by mail, logs in, is locked out after ${LOGIN_MAX_FAILURES} failures, resets the password by mail (${width} px)`, async () => {
      const page = await newPage(browser, viewport);
      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      const email = `e2e-${viewport}@gmail.com`;

      await visit(page, '/signup?network=e2e');
      await page.getByLabel('E-mailadres').fill(`e2e-${viewport}@gmial.com`);
      await page.getByLabel('Naam').fill('Femke');
      await page.getByLabel('Geboortedatum').fill(`${new Date().getFullYear() - 16}-03-01`);
      await page.getByLabel('Wachtwoord').fill('short');
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await page.getByText('Vul uw geboortedatum in (18+ jaar)').waitFor();
      await page.getByText('Kies een wachtwoord van minstens 8 tekens.').waitFor();
      expect(await page.getByTestId('email-suggestion').textContent()).toContain(`Bedoelde je ${email}?`);
      await screenshot(page, `signup-${width}`);
      await expectNoSeriousViolations(page);
      await page.getByTestId('email-suggestion').getByRole('button').click();
      await page.getByLabel('Geboortedatum').fill('1991-03-01');
      await page.getByLabel('Wachtwoord').fill('a long password');
      await page.getByRole('button', { name: 'Account aanmaken' }).click();

      const photoStep = page.getByTestId('step-photo');
      await photoStep.locator('input[type=file]').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegWithGps(600, 800),
      });
      await photoStep.getByTestId('photo-preview').waitFor();
      await photoStep.getByTestId('photo-preview').evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `signup-step-0-${width}`);
      await expectNoSeriousViolations(page);
      await photoStep.getByRole('button', { name: 'Volgende' }).click();

      const location = page.getByTestId('step-location');
      await location.waitFor();
      await location.getByLabel('Provincie').selectOption({ label: 'Noord-Holland' });
      await location.getByLabel('Woonplaats').fill('Haarlem');
      await screenshot(page, `signup-step-1-${width}`);
      await expectNoSeriousViolations(page);
      await location.getByRole('button', { name: 'Volgende' }).click();
      const personal = page.getByTestId('step-personal');
      await personal.getByRole('radio', { name: 'Vrouw' }).check();
      await personal.getByRole('checkbox', { name: 'Mannen' }).check();
      await personal.getByLabel('Haarkleur').selectOption({ label: 'Rood' });
      await screenshot(page, `signup-step-2-${width}`);
      await expectNoSeriousViolations(page);
      await personal.getByRole('button', { name: 'Volgende' }).click();
      const about = page.getByTestId('step-about');
      await about.getByLabel('Vertel iets over jezelf').fill('Ik fiets graag langs het strand.');
      await about.getByRole('button', { name: 'Fietsen' }).click();
      await about.getByRole('button', { name: 'Strand' }).click();
      await screenshot(page, `signup-step-3-${width}`);
      await expectNoSeriousViolations(page);
      await about.getByRole('button', { name: 'Afronden' }).click();
      const push = page.getByTestId('step-push');
      await push.waitFor();
      await screenshot(page, `signup-step-4-${width}`);
      await expectNoSeriousViolations(page);
      // No notification permission in this browser: the step says so and lets the member go on.
      await push.getByRole('button', { name: 'Meldingen aanzetten' }).click();
      await push.getByTestId('push-failure').waitFor();
      await push.getByRole('button', { name: 'Volgende' }).click();
      // Then the members who fit, one tap to like each, and on.
      await page.getByTestId('signup-matches').waitFor();
      await screenshot(page, `signup-matches-${width}`);
      await expectNoSeriousViolations(page);
      await page.getByTestId('matches-continue').click();
      await page.getByTestId('complete-signup').waitFor();
      expect(await page.getByTestId('complete-signup').textContent()).toContain(email);
      await screenshot(page, `complete-signup-${width}`);
      await expectNoSeriousViolations(page);

      await visit(page, '/');
      expect(await page.getByTestId('activation-alert').textContent()).toContain(email);
      await screenshot(page, `activation-alert-${width}`);
      await expectNoSeriousViolations(page);

      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe('Bevestig je e-mailadres bij Demo Dating');
      const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0];
      await visit(page, link);
      await page.getByTestId('activate-done').waitFor();
      expect(new URL(page.url()).pathname).toBe('/activate/done');
      expect(await page.locator('[data-auth]').getAttribute('data-auth')).toBe('logged-in');
      // The member's part of the top bar is its own chunk: it shows once loaded.
      await page.getByTestId('get-premium').waitFor();
      await screenshot(page, `activate-done-${width}`);
      await expectNoSeriousViolations(page);
      expect(await page.getByTestId('activation-alert').count()).toBe(0);
      // The link once more: the account is active already, which the page says (not "failed").
      await visit(page, link);
      await page.getByTestId('activate-already').waitFor();
      // The login form is no place for a member: on to the members' search.
      await visit(page, '/login');
      await page.waitForURL(`${server.url}/members`);

      await page.getByTestId('account-toggle').click();
      await page.getByTestId('logout').click();
      await page.getByTestId('login-button').waitFor();
      expect(await page.locator('[data-auth]').getAttribute('data-auth')).toBe('logged-out');
      expect(await page.getByTestId('flash').textContent()).toBe('Je bent uitgelogd.');

      await visit(page, '/login');
      const form = page.getByTestId('login-form');
      await form.getByLabel('E-mailadres').fill(email);
      await form.getByLabel('Wachtwoord').fill('a long password');
      await form.getByRole('button', { name: 'Inloggen' }).click();
      await page.getByTestId('account-toggle').waitFor();
      await page.getByTestId('account-toggle').click();
      await page.getByTestId('logout').click();
      await page.getByTestId('login-button').waitFor();

      await visit(page, '/login');
      for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
        await form.getByLabel('E-mailadres').fill(email);
        await form.getByLabel('Wachtwoord').fill(`wrong ${i}`);
        await form.getByRole('button', { name: 'Inloggen' }).click();
        const expected =
          i < LOGIN_MAX_FAILURES
            ? 'Login mislukt, probeer opnieuw'
            : `Te veel foute pogingen, account voor ${LOGIN_LOCK_MINUTES} min geblokkeerd.`;
        await page.getByTestId('login-error').getByText(expected).waitFor();
        if (i === 1) {
          await screenshot(page, `login-failed-${width}`);
          await expectNoSeriousViolations(page);
        }
      }
      await screenshot(page, `login-locked-${width}`);

      // Locked out: a new password by mail lifts the lock and logs the member in.
      await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
      const request = page.getByTestId('reset-request-form');
      await request.getByLabel('E-mailadres').fill(email);
      await request.getByRole('button', { name: 'Stuur mij een link' }).click();
      await page.getByTestId('reset-sent').waitFor();
      await screenshot(page, `reset-password-${width}`);
      await expectNoSeriousViolations(page);
      const resetMail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Nieuw wachtwoord'));
      const resetLink = /\/reset-password\/do\?token=[\w-]+/.exec(resetMail.text)![0];
      await visit(page, resetLink);
      const reset = page.getByTestId('reset-form');
      await reset.getByLabel('Nieuw wachtwoord', { exact: true }).fill('my new password');
      await reset.getByLabel('Herhaal je nieuwe wachtwoord').fill('not the same');
      await reset.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
      await page.getByText('De opgegeven wachtwoorden zijn niet gelijk.').waitFor();
      await screenshot(page, `reset-password-do-${width}`);
      await expectNoSeriousViolations(page);
      await reset.getByLabel('Herhaal je nieuwe wachtwoord').fill('my new password');
      await reset.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
      await page.getByTestId('account-toggle').waitFor();
      expect(await page.getByTestId('flash').textContent()).toBe('Je wachtwoord is gewijzigd. Je bent ingelogd.');
      await page.getByTestId('account-toggle').click();
      await page.getByTestId('logout').click();
      await visit(page, '/login');
      await form.getByLabel('E-mailadres').fill(email);
      await form.getByLabel('Wachtwoord').fill('my new password');
      await form.getByRole('button', { name: 'Inloggen' }).click();
      await page.getByTestId('account-toggle').waitFor();
      await page.context().close();
    });
  }
});

describe('screens out of their context', () => {
  it('sends a visitor who types a result page or a broken link to where they can act', async () => {
    const page = await newPage(browser, 'mobile');
    await visit(page, '/activate/done');
    await page.waitForURL(`${server.url}/login`);
    await visit(page, '/account-deleted');
    await page.waitForURL(`${server.url}/`);
    await visit(page, '/reset-password/do');
    await page.waitForURL(`${server.url}/reset-password`);
    expect(await page.getByTestId('flash').textContent()).toBe(
      'Deze link is onvolledig. Vraag hieronder een nieuwe e-mail aan.',
    );
    await page.context().close();
  });

  it('takes "not now" to push at signup as closing the push alert', async () => {
    const page = await newPage(browser, 'desktop');
    const signup = await page.request.post(`${server.url}/api/signup.php`, {
      headers: { 'x-client': 'web' },
      data: { email: 'not-now@example.com', name: 'Noor', date_of_birth: '1990-04-04', password: 'not now please' },
    });
    expect(signup.status()).toBe(200);
    await visit(page, '/signup?step=4');
    const stored = page.waitForResponse((res) => res.url().endsWith('/api/alert-dismissal.php') && res.ok());
    await page.getByTestId('step-push').getByRole('button', { name: 'Nu niet' }).click();
    await stored;
    await page.getByTestId('signup-matches').waitFor();
    await page.getByTestId('matches-continue').click();
    await page.getByTestId('complete-signup').waitFor();
    await visit(page, '/members');
    await page.getByTestId('warnings-header').waitFor({ state: 'attached' });
    expect(await page.getByTestId('push-alert').count()).toBe(0);
    await page.context().close();
  });
});

describe('settings', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`saves preferences, changes the password and deletes the account with a countdown home (${width} px)`, async () => {
      const page = await newPage(browser, viewport);
      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      const email = `settings-${viewport}@example.com`;
      await visit(page, '/signup');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByLabel('Naam').fill('Iris');
      await page.getByLabel('Geboortedatum').fill('1988-08-08');
      await page.getByLabel('Wachtwoord').fill('first password');
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await page.getByTestId('step-photo').waitFor();

      await visit(page, '/settings');
      const preferences = page.getByTestId('preferences');
      await preferences.getByLabel('Onzichtbaar: andere leden zien mij niet in de zoekresultaten').check();
      await page.getByTestId('toaster').getByText('Opgeslagen').waitFor();
      await page.reload();
      expect(
        await page
          .getByTestId('preferences')
          .getByLabel(/Onzichtbaar/)
          .isChecked(),
      ).toBe(true);

      const password = page.getByTestId('password-change');
      await password.getByLabel('Huidig wachtwoord').fill('wrong');
      await password.getByLabel('Nieuw wachtwoord', { exact: true }).fill('second password');
      await password.getByLabel('Herhaal nieuw wachtwoord').fill('second password');
      await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await password.getByText('Controleer je oude wachtwoord.').waitFor();
      await password.getByLabel('Huidig wachtwoord').fill('first password');
      await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await page
        .getByTestId('toaster')
        .getByText(/Je wachtwoord is gewijzigd/)
        .waitFor();
      await screenshot(page, `settings-${width}`);
      await expectNoSeriousViolations(page);

      const remove = page.getByTestId('delete-account');
      expect(await remove.getByRole('button', { name: 'Account verwijderen' }).isDisabled()).toBe(true);
      await remove.getByLabel('Wachtwoord').fill('second password');
      await remove.getByLabel('Ja, ik wil mijn account verwijderen').check();
      await remove.getByRole('button', { name: 'Account verwijderen' }).click();
      await page.getByTestId('account-deleted').waitFor();
      expect(await page.getByTestId('redirect-countdown').textContent()).toMatch(/over (10|9) seconden/);
      await screenshot(page, `account-deleted-${width}`);
      await expectNoSeriousViolations(page);
      await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Je account bij'));
      await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
      expect(await page.locator('[data-auth]').getAttribute('data-auth')).toBe('logged-out');
      await page.context().close();
    });
  }
});

describe('signup modal', () => {
  it('opens from the home page, stays open on Escape while in progress, and closes on the way to login', async () => {
    const page = await newPage(browser, 'desktop');
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    await visit(page, '/');
    const modal = page.getByTestId('signup-modal');
    await page.getByTestId('home-signup').click();
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await page.getByTestId('home-signup').click();
    await modal.getByLabel('E-mailadres').fill('modal@example.com');
    await page.waitForTimeout(300); // a person's pause between typing and pressing Escape
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(await modal.isVisible()).toBe(true);
    await screenshot(page, 'signup-modal-1280');
    await expectNoSeriousViolations(page);
    await modal.getByRole('link', { name: 'Inloggen' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/login');

    await visit(page, '/?signup=1');
    await modal.getByLabel('E-mailadres').fill('modal@example.com');
    await modal.getByLabel('Naam').fill('Modal');
    await modal.getByLabel('Geboortedatum').fill('1990-02-02');
    await modal.getByLabel('Wachtwoord').fill('modal password');
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByTestId('step-photo').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
