import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jpegWithGps } from '../server/test/images.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('own profile', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`edits the profile and manages photos (${width} px)`, async () => {
      const page = await newPage(browser, viewport);
      await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
      await page.goto(`${baseUrl}/signup`);
      await page.getByLabel('E-mailadres').fill(`profile-${viewport}@example.com`);
      await page.getByLabel('Naam').fill('Roos');
      await page.getByLabel('Geboortedatum').fill('1989-09-09');
      await page.getByLabel('Wachtwoord').fill('profile password');
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await page.getByTestId('step-photo').waitFor();

      await page.goto(`${baseUrl}/members`);
      const alert = page.getByTestId('profile-photo-alert');
      if (viewport === 'mobile') {
        // One alert at a time on a phone: the activation reminder stands first, the photo alert waits.
        await page.getByTestId('activation-alert').waitFor();
        await alert.waitFor({ state: 'attached' });
        expect(await alert.isVisible()).toBe(false);
      } else {
        await alert.waitFor();
        const stored = page.waitForResponse((res) => res.url().endsWith('/api/alert-dismissal.php') && res.ok());
        await alert.getByRole('button', { name: 'Sluiten' }).click();
        await stored;
        await page.reload();
        await page.getByTestId('member-card').first().waitFor();
        expect(await alert.count()).toBe(0);
      }
      await page.goto(`${baseUrl}/profile`);
      await page.getByTestId('profile-page').waitFor();
      const form = page.getByTestId('profile-form');
      await form.getByLabel('Naam').fill('Roosje');
      await form.getByLabel('Provincie').selectOption({ label: 'Utrecht' });
      await form.getByLabel('Woonplaats').fill('Amersfoort');
      await form.getByLabel('Geslacht').selectOption({ label: 'Vrouw' });
      await form.getByLabel('Over mij').fill('Ik hou van fietsen en boeken.');
      await form.getByLabel('Wat ik zoek').fill('Iemand om mee te fietsen.');
      await form.getByRole('button', { name: 'Lezen' }).click();
      await form.getByRole('button', { name: 'Opslaan' }).click();
      await page.getByTestId('toaster').getByText('Opgeslagen').waitFor();

      const photos = page.getByTestId('photo-manager');
      expect(await photos.textContent()).toContain('0 van maximaal 3 foto');
      const picture = { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(500, 500) };
      await photos.locator('input[type=file]').first().setInputFiles(picture);
      await photos.getByTestId('own-photo').first().waitFor();
      await photos.locator('input[type=file]').last().setInputFiles(picture);
      await photos.getByTestId('own-photo').nth(1).waitFor();
      expect(await photos.getByTestId('own-photo').first().textContent()).toContain('Hoofdfoto');
      expect(await photos.getByTestId('own-photo').nth(1).textContent()).toContain('Privé');
      await photos.getByTestId('own-photo').nth(1).getByRole('button', { name: 'Openbaar maken' }).click();
      await photos.getByTestId('own-photo').nth(1).getByRole('button', { name: 'Hoofdfoto maken' }).click();
      await photos.getByTestId('own-photo').nth(1).getByText('Hoofdfoto').waitFor();
      await page.getByText('2 van maximaal 3 foto').waitFor();
      await screenshot(page, `profile-${width}`);
      await expectNoSeriousViolations(page);

      await page.reload();
      expect(await page.getByTestId('profile-form').getByLabel('Naam').inputValue()).toBe('Roosje');
      expect(await page.getByTestId('profile-form').getByLabel('Woonplaats').inputValue()).toBe('Amersfoort');
      expect(await page.getByTestId('profile-form').getByLabel('Wat ik zoek').inputValue()).toBe(
        'Iemand om mee te fietsen.',
      );
      const browserDialogs: string[] = [];
      page.on('dialog', (dialog) => {
        browserDialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByTestId('own-photo').first().getByRole('button', { name: 'Verwijderen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Foto verwijderen' });
      await confirm.getByText('Deze foto verwijderen?').waitFor();
      await expectNoSeriousViolations(page);
      await screenshot(page, `photo-delete-confirm-${width}`);
      await confirm.getByRole('button', { name: 'Verwijderen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('1 van maximaal 3 foto').waitFor();
      expect(await page.getByTestId('photo-deleted').textContent()).toBe('Foto verwijderd.');
      expect(browserDialogs).toEqual([]);
      await expectNoSeriousViolations(page);
      await page.context().close();
    });
  }

  it('fills the location step from the device position, at town level', async () => {
    const page = await newPage(browser, 'mobile', {
      geolocation: { latitude: 52.0912, longitude: 5.1223 },
      permissions: ['geolocation'],
    });
    await page.addInitScript(() => localStorage.setItem('flag:entry_warning_closed', '1'));
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('E-mailadres').fill('located@example.com');
    await page.getByLabel('Naam').fill('Lotte');
    await page.getByLabel('Geboortedatum').fill('1992-02-02');
    await page.getByLabel('Wachtwoord').fill('located password');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByTestId('step-photo').getByRole('button', { name: 'Overslaan' }).click();
    const location = page.getByTestId('step-location');
    await location.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
    await expect.poll(() => location.getByLabel('Woonplaats').inputValue()).toBe('Utrecht');
    expect(await location.getByLabel('Provincie').inputValue()).toBe('NL-UT');
    await screenshot(page, 'signup-step-1-located-375');
    await page.context().close();
  });
});
