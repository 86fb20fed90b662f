import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, trackingData, users } from '../server/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/** Its own server: the test changes the site's settings between its parts. */
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

const LANDERS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];
const VIEWPORTS = [
  ['mobile', 375],
  ['desktop', 1280],
] as const;

const PERSON_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A fresh visitor in `language` who closed the entry warning before. */
async function visitor(viewport: 'mobile' | 'desktop', language = 'nl'): Promise<Page> {
  // A person's browser: a headless one's user agent counts as a bot, which gets no tracking cookie and no visit.
  const page = await newPage(browser, viewport, { userAgent: PERSON_AGENT });
  await page.context().addCookies([{ name: 'i18n_locale', value: language, url: server.url }]);
  await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await page.locator('[data-auth]').waitFor();
  // Every photo of the first screen drawn, so that the screenshot shows the page as a visitor sees it.
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete),
  );
}

describe('landers and profile landings', () => {
  let member: { id: string; name: string };
  beforeAll(async () => {
    const showcase = await (await fetch(`${server.url}/api/showcase.php`)).json();
    member = showcase.profiles.find((profile: { fictional: boolean }) => !profile.fictional);
  });

  for (const language of ['nl', 'de']) {
    for (const [viewport, width] of VIEWPORTS) {
      for (const lander of LANDERS) {
        it(`draws /landers/${lander} with members in ${language} (${width} px)`, async () => {
          const page = await visitor(viewport, language);
          await open(page, `/landers/${lander}`);
          expect(await page.locator('[data-layout="lander"]').count()).toBe(1);
          expect(await page.locator('main img').count()).toBeGreaterThan(0);
          await screenshot(page, `lander-${lander}-${language}-${width}`);
          if (language === 'nl' && viewport === 'mobile') await expectNoSeriousViolations(page);
          await page.context().close();
        });
      }
      for (const landing of ['landing', 'landing2/amsterdam', 'landing3']) {
        it(`draws the profile ${landing} around one member in ${language} (${width} px)`, async () => {
          const page = await visitor(viewport, language);
          await open(page, `/members/${member.id}/${landing}`);
          await page.locator('main').getByText(member.name).first().waitFor();
          await page.waitForFunction(() =>
            [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete),
          );
          await screenshot(page, `member-${landing.split('/')[0]}-${language}-${width}`);
          if (language === 'nl' && viewport === 'mobile') await expectNoSeriousViolations(page);
          await page.context().close();
        });
      }
    }
  }
});

describe('a signup from a lander', () => {
  it('carries the first touch (network, ref, sub1) onto the new member', async () => {
    const page = await visitor('mobile');
    await open(page, '/landers/gallery?network=e2e-net&ref=e2e-ref&sub1=e2e-sub');
    // A later visit with other values does not replace the first touch.
    await open(page, '/landers/video?network=later');
    await page.getByTestId('showcase-signup').first().click();
    const modal = page.getByTestId('signup-modal');
    await modal.getByLabel('E-mailadres').fill('lander-e2e@example.com');
    await modal.getByLabel('Naam').fill('Lander');
    await modal.getByLabel('Geboortedatum').fill('1990-02-02');
    await modal.getByLabel('Wachtwoord').fill('lander password');
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByTestId('step-photo').waitFor();
    await page.context().close();

    let tracking: unknown;
    server = await changeDatabase(server, {}, async (db) => {
      const [row] = await db
        .select({ network: trackingData.network, ref: trackingData.ref, sub1: trackingData.sub1 })
        .from(trackingData)
        .innerJoin(users, eq(users.id, trackingData.userId))
        .where(eq(users.email, 'lander-e2e@example.com'));
      tracking = row;
    });
    expect(tracking).toEqual({ network: 'e2e-net', ref: 'e2e-ref', sub1: 'e2e-sub' });
  });

  it('is refused with a clear message where the site takes signups from traffic sources only', async () => {
    server = await changeDatabase(server, {}, async (db) => {
      await db.update(sites).set({ signups: 'with_trafficsource' });
    });
    const page = await visitor('mobile');
    await open(page, '/landers/gallery?signup=1');
    const modal = page.getByTestId('signup-modal');
    await modal.getByLabel('E-mailadres').fill('no-source@example.com');
    await modal.getByLabel('Naam').fill('Nosource');
    await modal.getByLabel('Geboortedatum').fill('1990-02-02');
    await modal.getByLabel('Wachtwoord').fill('no source password');
    await modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await modal.getByText('Aanmelden op deze site kan alleen via de link van een van onze partners.').waitFor();
    await screenshot(page, 'signup-needs-source-375');
    await page.context().close();
  });
});

describe('niches', () => {
  /** The home page's niche headline and the members page's first search for the site as niche `niche`. */
  async function siteAs(niche: number) {
    server = await changeDatabase(server, {}, async (db) => {
      await db.update(sites).set({ niche, signups: 'all' });
    });
    const page = await visitor('desktop');
    await open(page, '/');
    const headline = await page.getByTestId('home-hero').textContent();
    await screenshot(page, `home-niche-${niche}-1280`);
    await page.goto(`${server.url}/members`);
    await page.getByTestId('member-card').first().waitFor();
    const gender = await page.getByLabel('Geslacht').inputValue();
    await page.context().close();
    return { headline, gender };
  }

  it.each([
    [1, 'Singles bij jou in de buurt', ''],
    [4, 'Vrouwen met rondingen bij jou in de buurt', 'female'],
    [7, 'Mannen die mannen zoeken', 'male'],
  ])('changes the home page and the default search with the niche (%i)', async (niche, headline, gender) => {
    const shown = await siteAs(niche);
    expect(shown.headline).toContain(headline);
    expect(shown.gender).toBe(gender);
  });
});
