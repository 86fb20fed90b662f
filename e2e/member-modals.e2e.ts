import { eq, inArray } from 'drizzle-orm';
import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { likes, users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations, expectOutsideLiveRegions } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, newPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/** Its own server: the time-bonus flow stops it to set a member's credits to 0 in its database. */
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

const visit = (page: Page, path: string) => openApp(page, server.url + path);

async function memberPage(viewport: 'mobile' | 'desktop') {
  const page = await newPage(browser, viewport);
  await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
  return page;
}

/** A closed popup is stored on the account: the member's other browsers do not open it either. */
async function expectNoPopupOnAnotherDevice(cookies: Cookie[]) {
  const page = await memberPage('desktop');
  await page.context().addCookies(cookies);
  await page.clock.install();
  await visit(page, '/members');
  await page.clock.fastForward(45_000);
  await page.getByTestId('time-bonus-banner').waitFor();
  expect(await page.getByTestId('time-bonus-modal').count()).toBe(0);
  await page.context().close();
}

describe('time bonus', () => {
  it(
    'counts down in the members area only and pops up there once, after 40 s, for a new member without credits',
    { timeout: 150_000 },
    async () => {
      const signup = await memberPage('desktop');
      await visit(signup, '/signup');
      await signup.getByLabel('E-mailadres').fill('bonus@example.com');
      await signup.getByLabel('Naam').fill('Bonnie');
      await signup.getByLabel('Geboortedatum').fill('1991-03-03');
      await signup.getByLabel('Wachtwoord').fill('bonus password');
      await signup.getByRole('button', { name: 'Account aanmaken' }).click();
      await signup.getByTestId('step-photo').waitFor();
      const cookies = await signup.context().cookies();
      await signup.context().close();
      // Confirmed, photo alert closed: the welcome bonus is the member's first alert, shown on a phone too.
      server = await changeDatabase(server, {}, (db) =>
        db
          .update(users)
          .set({ credits: 0, status: 'confirmed', photoAlertDismissedAt: new Date() })
          .where(eq(users.email, 'bonus@example.com')),
      );

      for (const viewport of ['mobile', 'desktop'] as const) {
        const page = await memberPage(viewport);
        await page.context().addCookies(cookies);
        await page.clock.install();
        await visit(page, '/members');
        const banner = page.getByTestId('time-bonus-banner');
        expect(await banner.textContent()).toMatch(/25% welkomstbonus op je eerste aankoop.*0[34]:[0-5]\d:[0-5]\d/);
        const before = await banner.locator('.countdown').textContent();
        await page.clock.fastForward(2_000);
        expect(await banner.locator('.countdown').textContent()).not.toBe(before);
        await expectOutsideLiveRegions(banner.locator('.countdown'));
        await page.getByTestId('member-card').first().waitFor();
        await screenshot(page, `time-bonus-banner-${viewport === 'mobile' ? 375 : 1280}`);
        await expectNoSeriousViolations(page);

        const modal = page.getByTestId('time-bonus-modal');
        await page.clock.fastForward(30_000);
        expect(await modal.count()).toBe(0);
        await page.clock.fastForward(10_000);
        await modal.waitFor();
        await page.clock.runFor(1_000); // the modal's transition timers
        await page.locator('.modal.show [data-testid="time-bonus-modal"]').waitFor();
        // Also waits for the CSS fade, which runs on real time, not on the page's fake clock.
        await expectNoSeriousViolations(page);
        expect(await modal.textContent()).toContain('Koop binnen 4 uur je eerste credits en krijg 25% welkomstbonus.');
        // Just under the 4 hours: the fake clock also runs on with real time (two passes, server restarts, checks).
        expect(await modal.getByTestId('time-bonus-countdown').textContent()).toMatch(/^03:5\d:[0-5]\d$/);
        await expectOutsideLiveRegions(modal.getByTestId('time-bonus-countdown'));
        expect(await modal.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
        await screenshot(page, `time-bonus-modal-${viewport === 'mobile' ? 375 : 1280}`);
        const stored = page.waitForResponse((res) => res.url().endsWith('/api/alert-dismissal.php') && res.ok());
        await modal.getByRole('button', { name: 'Sluiten' }).click();
        await modal.waitFor({ state: 'detached' });
        await stored;

        await visit(page, '/likes');
        await page.clock.fastForward(45_000);
        await banner.waitFor();
        expect(await modal.count()).toBe(0);
        await page.context().close();
        if (viewport === 'mobile') {
          await expectNoPopupOnAnotherDevice(cookies);
          server = await changeDatabase(server, {}, (db) =>
            db.update(users).set({ timeBonusDismissedAt: null }).where(eq(users.email, 'bonus@example.com')),
          );
        }
      }
    },
  );

  it('never pops up for a member with credits', async () => {
    const page = await memberPage('desktop');
    await page.clock.install();
    await loginAsDemo(page, server.url);
    await visit(page, '/members');
    await page.clock.fastForward(45_000);
    expect(await page.getByTestId('time-bonus-modal').count()).toBe(0);
    await page.context().close();
  });
});

describe('push alert', () => {
  it('offers push where the member has not decided yet, tells a refusal, and stays closed once closed', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await memberPage(viewport);
      // Headless Chromium has decided for the member (denied); this member has not, and will say no when asked.
      await page.addInitScript(() => {
        Object.defineProperty(Notification, 'permission', { get: () => 'default' });
        Notification.requestPermission = () => Promise.resolve('denied');
      });
      await loginAsDemo(page, server.url);
      await visit(page, '/members');
      const alert = page.getByTestId('push-alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Krijg meteen een seintje bij een nieuw bericht');
      await visit(page, '/premium');
      expect(await alert.count()).toBe(0);
      await visit(page, '/members');
      await alert.waitFor();
      await screenshot(page, `push-alert-${viewport === 'mobile' ? 375 : 1280}`);
      await expectNoSeriousViolations(page);
      await alert.getByRole('button', { name: 'Meldingen aanzetten' }).click();
      await alert.getByText('Je browser blokkeert meldingen.', { exact: false }).waitFor();
      const stored = page.waitForResponse((res) => res.url().endsWith('/api/alert-dismissal.php') && res.ok());
      await alert.getByRole('button', { name: 'Sluiten' }).click();
      await stored;
      expect(await alert.count()).toBe(0);
      await visit(page, '/members');
      await page.getByTestId('member-card').first().waitFor();
      expect(await alert.count()).toBe(0);
      await page.context().close();
      if (viewport === 'mobile') {
        server = await changeDatabase(server, {}, (db) => db.update(users).set({ pushAlertDismissedAt: null }));
      }
    }
  });
});

describe('like modal', () => {
  it('opens after t seconds with the newest liker, drops t from the address, and leads to the profile', async () => {
    // The demo member's likers are fictional: the modal carries the badge like every profile answer.
    server = await changeDatabase(server, {}, async (db) => {
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
      const likers = db.select({ id: likes.likerId }).from(likes).where(eq(likes.likedId, demo!.id));
      await db.update(users).set({ fictional: true }).where(inArray(users.id, likers));
    });
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await memberPage(viewport);
      await loginAsDemo(page, server.url);
      await visit(page, '/settings?t=2&tab=x');
      await page.waitForURL((url) => !url.searchParams.has('t'));
      expect(new URL(page.url()).searchParams.get('tab')).toBe('x');
      expect(await page.getByTestId('like-modal').count()).toBe(0);
      const modal = page.getByTestId('like-modal');
      await modal.waitFor({ timeout: 5_000 });
      expect(await modal.textContent()).toMatch(/vindt jou leuk!/);
      expect(await modal.locator('.badge').textContent()).toBe('Fictief');
      const photo = modal.locator('img');
      await photo.evaluate((img: HTMLImageElement) => img.decode());
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await photo.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(250);
      await expectNoSeriousViolations(page);
      await screenshot(page, `like-modal-${viewport === 'mobile' ? 375 : 1280}`);
      await modal.getByTestId('like-modal-view').click();
      await page.waitForURL(/\/members\/[0-9a-f-]{36}$/);
      await page.context().close();
    }
  });
});
