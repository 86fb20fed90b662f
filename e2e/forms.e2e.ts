import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { VIEWPORTS, launchBrowser, newPage, screenshot } from './support/browser.ts';

/** Forms say what is wrong where the member looks, in nl and en, at 375 and 1280 px (with screenshots). */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TEXTS = {
  nl: {
    email: 'E-mailadres',
    name: 'Naam',
    birth: 'Geboortedatum',
    password: 'Wachtwoord',
    create: 'Account aanmaken',
    region: 'Provincie',
    city: 'Woonplaats',
    save: 'Opslaan',
    notInRegion: 'Deze woonplaats ligt niet in de gekozen regio.',
  },
  en: {
    email: 'Email address',
    name: 'Name',
    birth: 'Date of birth',
    password: 'Password',
    create: 'Create account',
    region: 'Province',
    city: 'Town or city',
    save: 'Save',
    notInRegion: 'This town or city is not in the chosen region.',
  },
} as const;

async function visitor(language: keyof typeof TEXTS, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.context().addCookies([{ name: 'i18n_locale', value: language, url: baseUrl }]);
  await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
  return page;
}

/** The error under a labelled field (its aria-describedby note), once the field is marked invalid. */
async function noteUnder(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  return (await page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
}

for (const language of ['nl', 'en'] as const) {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = VIEWPORTS[viewport].width;
    const text = TEXTS[language];
    describe(`forms in ${language} at ${width} px`, () => {
      it('shows the signup errors under their fields, focus on the first', async () => {
        const page = await visitor(language, viewport);
        await page.goto(`${baseUrl}/signup`);
        const password = page.getByLabel(text.password, { exact: true });
        // The schema's limit is the field's own: nothing longer can be typed or pasted.
        expect(await password.getAttribute('maxlength')).toBe('200');
        await password.fill('short');
        await page.getByRole('button', { name: text.create }).click();
        expect(await noteUnder(page, text.email)).not.toBe('');
        expect(await noteUnder(page, text.password)).toMatch(/8/);
        expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
        await screenshot(page, `signup-errors-${language}-${width}`);
        await expectNoSeriousViolations(page);
        await page.context().close();
      });

      it('shows a refused profile save under the field, next to the button', async () => {
        const page = await visitor(language, viewport);
        const email = `save-error-${language}-${width}@example.com`;
        const signup = await page.request.post(`${baseUrl}/api/signup.php`, {
          headers: { 'x-client': 'web' },
          data: { email, name: 'Saar', date_of_birth: '1991-01-01', password: 'save error password' },
        });
        expect(signup.status()).toBe(200);
        await page.goto(`${baseUrl}/profile`);
        const form = page.getByTestId('profile-form');
        await form.getByLabel(text.region).selectOption({ value: 'NL-UT' });
        await form.getByLabel(text.city).fill('Groningen');
        await form.getByRole('button', { name: text.save }).click();
        expect(await noteUnder(page, text.city)).toBe(text.notInRegion);
        await screenshot(page, `profile-save-error-${language}-${width}`);
        await expectNoSeriousViolations(page);
        await page.context().close();
      });
    });
  }
}
