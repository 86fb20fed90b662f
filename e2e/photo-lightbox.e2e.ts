import { and, eq, ne } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, users } from '../server/db/schema/index.ts';
import { DEMO_LOGIN } from '../server/db/seed/demo-site.ts';
import { expectNoSeriousViolations } from './support/accessibility.ts';
import { launchBrowser, loginAsDemo, memberPage, openApp, screenshot } from './support/browser.ts';
import { type RunningServer, changeDatabase, startBuiltServer } from './support/server.ts';

/** A real member with three photos: the seeded one, a second public one and a private one. */
let memberId: string;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await changeDatabase(await startBuiltServer(), {}, async (db) => {
    const [seeded] = await db
      .select({ photo: photos })
      .from(photos)
      .innerJoin(users, eq(users.id, photos.userId))
      .where(and(eq(users.fictional, false), ne(users.email, DEMO_LOGIN.email)))
      .limit(1);
    const copy = { ...seeded!.photo, id: undefined };
    memberId = copy.userId;
    await db.insert(photos).values([copy, { ...copy, visibility: 'private' }]);
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

describe('the photo lightbox', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`opens a profile's open photos full screen, turns by swipe and keys, closes on Escape (${width} px)`, async () => {
      const page = await memberPage(browser, server.url, viewport, 'nl');
      await loginAsDemo(page, server.url);
      await openApp(page, `${server.url}/members/${memberId}`);
      const gallery = page.getByTestId('profile-gallery');
      await gallery.waitFor();
      const openPhotos = await gallery.getByRole('button', { name: 'Deze foto tonen' }).count();
      const lockedPhotos = await gallery.getByTestId('locked-photo').count();
      expect(openPhotos + lockedPhotos).toBe(3);
      await page.getByTestId('open-lightbox').click();
      const dialog = page.getByRole('dialog', { name: /^Foto's van / });
      const position = dialog.getByTestId('lightbox-position');
      await expect.poll(() => position.textContent()).toBe(`Foto 1 van ${openPhotos}`);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await screenshot(page, `photo-lightbox-${width}`);
      await expectNoSeriousViolations(page);

      // A swipe to the left: the next photo.
      const box = (await dialog.getByTestId('lightbox-photo').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => position.textContent()).toBe(`Foto 2 van ${openPhotos}`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position.textContent()).toBe(`Foto 1 van ${openPhotos}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
