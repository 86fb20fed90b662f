import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { expectAppShell, drawnRootOf, drawnWebBuild, visitorPage } from '../../test/drawn-web-build.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * A query failing while the server draws a visitor's home page or lander (served-page.ts): the visitor gets the app
 * shell, which draws the page itself once its script runs: status 200, no drawn screen, no prefilled answer, no error
 * text; once the database answers again the page is drawn again.
 */
let t: TestApp;
let web: ReturnType<typeof drawnWebBuild>;
let member: string;
beforeAll(async () => {
  web = drawnWebBuild();
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir: web.webDir });
  const siteId = t.app.services.sites.find('localhost')!.site.id;
  member = (await storeShowcaseMember(t, siteId, 'Shown', { photos: [PUBLIC_ACTIVE] })).id;
  await t.settled();
});
afterAll(async () => {
  await t.close();
  web.close();
});

const page = (url: string) => visitorPage(t, url);

describe('a visitor page while its queries fail', () => {
  it('is the app shell, with the tracking cookie kept; drawn again once the database answers', async () => {
    await t.database.db.execute(sql`alter table photos rename to photos_away`);
    try {
      // A member change drops what the showcase kept: the next page asks the database.
      t.advance(61_000);
      for (const url of [
        '/',
        '/landers/gallery?network=adnet',
        '/landers/video/amsterdam',
        `/members/${member}/landing`,
      ]) {
        const res = await page(url);
        expectAppShell(res, url);
        expect(res.body).not.toContain(PREFILLED_ANSWERS_ELEMENT_ID);
      }
      const tracked = await page('/landers/gallery?network=adnet');
      expect(tracked.cookies.find((cookie) => cookie.name === 'tracking')?.value).toContain('adnet');
    } finally {
      await t.database.db.execute(sql`alter table photos_away rename to photos`);
    }
    const drawn = await page('/landers/gallery');
    expect(drawnRootOf(drawn.body)).toContain('<li>Shown</li>');
  });
});
