import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { APP_ICONS, THEME_COLOUR } from './installed-app.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the installed app', () => {
  it("names the site, its colours and a standalone start at /, in the site's manifest", async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'localhost:3000' } })
    ).json();
    expect(res.json()).toMatchObject({
      name: settings.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      lang: 'nl',
    });
    expect(res.json().short_name.length).toBeLessThanOrEqual(12);
    expect(res.json().icons.map((icon: { purpose: string; sizes: string }) => `${icon.purpose} ${icon.sizes}`)).toEqual(
      ['any 192x192', 'any 512x512', 'maskable 512x512'],
    );
  });

  it('draws every icon it names as a PNG of its size; a maskable one fills its square with the theme colour', async () => {
    for (const [name, { size, maskable }] of Object.entries(APP_ICONS)) {
      const res = await get(`/icons/${name}.png`);
      expect([name, res.statusCode, res.headers['content-type']]).toEqual([name, 200, 'image/png']);
      const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([size, size]);
      const corner = [...data.subarray(0, 4)];
      expect(corner).toEqual(maskable ? [0x1f, 0x3a, 0x68, 255] : [0, 0, 0, 0]);
    }
  });

  it('serves no other file under /icons, and no manifest for a host no site has', async () => {
    expect((await get('/icons/icon-1024.png')).statusCode).toBe(404);
    expect((await get('/icons/..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/manifest.webmanifest', 'evil.example')).statusCode).toBe(404);
  });

  it("keeps an offline page for the service worker, in the app's language, under a nonce'd style", async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Je bent offline.');
    expect(res.body).toContain('<a class="button" href="/">Opnieuw proberen</a>');
    const nonce = /style-src 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    const german = await t.app.inject({
      method: 'GET',
      url: '/offline.html',
      headers: { host: 'localhost:3000', cookie: 'i18n_locale=de' },
    });
    expect(german.body).toContain('Du bist offline.');
    expect(german.body).toContain('<html lang="de">');
  });
});
