import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../shared/i18n/locales/en.json' with { type: 'json' };
import nl from '../shared/i18n/locales/nl.json' with { type: 'json' };
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { type VIEWPORTS, memberPage, openApp, screenshot } from './support/browser.ts';
import { launchBrowser } from './support/chromium.ts';
import { type RunningServer, startBuiltServer } from './support/server.ts';

/**
 * Who a member looks for (decision 035), end to end: a woman signs up through the signup steps looking for men of 30 to
 * 45, activates by mail, and her first search, her swipe game and her home page show only such men.
 */
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

const MIN_AGE = 30;
const MAX_AGE = 45;
const CATALOGUES = { nl, en };

/** Signs up on the signup page and through every step, looking for men of MIN_AGE..MAX_AGE; then activates by mail. */
async function signUpAsWoman(page: Page, tr: typeof nl, email: string): Promise<void> {
  await openApp(page, `${server.url}/signup`);
  await page.getByLabel(tr.signup.email).fill(email);
  await page.getByLabel(tr.signup.name, { exact: true }).fill('Marit');
  await page.getByLabel(tr.signup.date_of_birth).fill('1988-05-01');
  await page.getByLabel(tr.signup.password).fill('a long password');
  await page.getByRole('button', { name: tr.signup.submit }).click();
  await page.getByTestId('step-photo').getByRole('button', { name: tr.signup_steps.skip }).click();
  await page.getByTestId('step-location').getByRole('button', { name: tr.signup_steps.next }).click();
  const personal = page.getByTestId('step-personal');
  await personal.getByRole('radio', { name: tr.profile.gender.female, exact: true }).check();
  await personal.getByRole('checkbox', { name: tr.members.genders.male, exact: true }).check();
  await personal.getByLabel(tr.members.min_age).fill(String(MIN_AGE));
  await personal.getByLabel(tr.members.max_age).fill(String(MAX_AGE));
  await personal.getByRole('button', { name: tr.signup_steps.next }).click();
  await page.getByTestId('step-about').getByRole('button', { name: tr.signup_steps.finish }).click();
  await page.getByTestId('step-push').getByRole('button', { name: tr.push.not_now }).click();
  await page.getByTestId('matches-continue').click();
  await page.getByTestId('complete-signup').waitFor();
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0];
  await openApp(page, server.url + link);
  await page.getByTestId('activate-done').waitFor();
}

/** The ids the member cards in `scope` lead to, and the ages they show. */
async function cardsIn(page: Page, scope: string): Promise<{ ids: string[]; ages: number[] }> {
  const cards = page.locator(`${scope} [data-testid="member-card"]`);
  await cards.first().waitFor();
  const ids = (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).map((href) =>
    href.split('/').at(-1)!,
  );
  const captions = await cards.locator('.fw-semibold').allTextContents();
  return { ids, ages: captions.map((caption) => Number(/, (\d+)$/.exec(caption.trim())![1])) };
}

/** Each member as the API shows them to the page's member: their gender and age. */
async function gendersAndAges(page: Page, ids: string[]): Promise<{ gender: unknown; age: number }[]> {
  return Promise.all(
    ids.map(async (id) => {
      const res = await page.request.get(`${server.url}/api/member.php?id=${id}`, { headers: { 'x-client': 'web' } });
      expect(res.status()).toBe(200);
      const profile = await res.json();
      return { gender: profile.fields.gender, age: profile.age };
    }),
  );
}

const expectMenOfHerAges = (found: { gender: unknown; age: number }[]) => {
  expect(found.length).toBeGreaterThan(0);
  for (const { gender, age } of found) {
    expect(gender).toBe('male');
    expect(age).toBeGreaterThanOrEqual(MIN_AGE);
    expect(age).toBeLessThanOrEqual(MAX_AGE);
  }
};

/** Waits until the photos in the first screen have loaded, for a screenshot that shows them. */
const firstPhotosLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.loading !== 'lazy' && image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );

describe('a woman looking for men of 30 to 45', () => {
  const runs: [keyof typeof CATALOGUES, keyof typeof VIEWPORTS, number][] = [
    ['nl', 'mobile', 375],
    ['nl', 'desktop', 1280],
    ['en', 'mobile', 375],
    ['en', 'desktop', 1280],
  ];
  for (const [language, viewport, width] of runs) {
    it(
      `signs up and finds only such men in her first search, swipe game and home page (${language}, ${width} px)`,
      {
        timeout: 180_000,
      },
      async () => {
        const tr = CATALOGUES[language];
        const page = await memberPage(browser, server.url, viewport, language);
        await signUpAsWoman(page, tr, `looking-for-${language}-${width}@example.com`);

        await openApp(page, `${server.url}/members`);
        const search = await cardsIn(page, '[data-testid="members-page"]');
        expectMenOfHerAges(await gendersAndAges(page, search.ids));
        expect(search.ages.every((age) => age >= MIN_AGE && age <= MAX_AGE)).toBe(true);
        await firstPhotosLoaded(page);
        await screenshot(page, `looking-for-search-${language}-${width}`);
        await expectNoSeriousViolations(page);

        const swipeAnswer = page.waitForResponse(
          (res) => res.url().includes('/api/swipe.php') && res.request().method() === 'GET',
        );
        await openApp(page, `${server.url}/swipe-game`);
        const swipe: { cards: { id: string; name: string; age: number }[] } = await (await swipeAnswer).json();
        await page.getByTestId('swipe-card').first().waitFor();
        expectMenOfHerAges(
          await gendersAndAges(
            page,
            swipe.cards.map((card) => card.id),
          ),
        );
        const caption = await page.getByTestId('swipe-card').first().locator('h2').textContent();
        expect(caption).toBe(`${swipe.cards[0]!.name}, ${swipe.cards[0]!.age}`);
        await firstPhotosLoaded(page);
        await screenshot(page, `looking-for-swipe-${language}-${width}`);
        await expectNoSeriousViolations(page);

        await openApp(page, `${server.url}/`);
        const section = page.getByTestId('home-fitting-members');
        await section.waitFor();
        expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(tr.home.members_title);
        const home = await cardsIn(page, '[data-testid="home-fitting-members"]');
        expect(home.ids.length).toBeLessThanOrEqual(8);
        expectMenOfHerAges(await gendersAndAges(page, home.ids));
        expect(home.ages.every((age) => age >= MIN_AGE && age <= MAX_AGE)).toBe(true);
        await section.scrollIntoViewIfNeeded();
        await firstPhotosLoaded(page);
        await screenshot(page, `looking-for-home-${language}-${width}`);
        await expectNoSeriousViolations(page);
        await section.getByTestId('home-members-search').click();
        await page.waitForURL(`${server.url}/members`);
        await page.context().close();
      },
    );
  }
});
