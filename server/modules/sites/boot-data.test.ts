import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../../shared/boot-data.ts';
import { AUTH_COOKIE } from '../../../shared/constants.ts';
import { sites } from '../../db/schema/index.ts';
import { projectRoot } from '../../lib/paths.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** The served page carries what the first screen needs: the settings, the catalogue and, for a visitor, the user. */
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  t = await createTestApp({ GEOIP_COUNTRY_HEADER: 'x-country' }, { memberCount: 1, webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });
const settings = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

const ELEMENT = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`);
function bootData(html: string): BootData {
  const match = ELEMENT.exec(html);
  expect(match, 'the page has no boot data').not.toBeNull();
  return JSON.parse(match![1]!) as BootData;
}
const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(projectRoot, 'shared', 'i18n', 'locales', `${language}.json`), 'utf8')) as unknown;

describe('boot data in the served page', () => {
  it('holds the settings and company GET /api/settings.php and /api/companyinfo.php answer, the catalogue of the language, and no user for a visitor', async () => {
    const html = (await page('/members')).body;
    const boot = bootData(html);
    expect(boot.language).toBe('nl');
    expect(boot.settings).toEqual((await settings('/api/settings.php')).json());
    expect(boot.company).toEqual((await settings('/api/companyinfo.php')).json());
    expect(boot.catalogue).toEqual(catalogue('nl'));
    expect(boot.user).toBeNull();
    // After the page's content, where it holds up no paint (the app reads it once it runs).
    expect(html.indexOf(BOOT_DATA_ELEMENT_ID)).toBeGreaterThan(html.indexOf('<body>'));
  });

  it("follows the locale cookie, the visitor's country and the page's country", async () => {
    const cookie = { cookie: 'i18n_locale=de' };
    const boot = bootData((await page('/', cookie)).body);
    expect([boot.language, boot.catalogue]).toEqual(['de', catalogue('de')]);
    expect(boot.settings).toEqual((await settings('/api/settings.php', cookie)).json());
    const fromBelgium = bootData((await page('/', { 'x-country': 'BE' })).body);
    expect(fromBelgium.settings).toEqual((await settings('/api/settings.php', { 'x-country': 'BE' })).json());
    expect(fromBelgium.settings.geoip_country).toBe('BE');
    const asked = bootData((await page('/?country=BE&ref=x')).body);
    expect(asked.settings).toEqual((await settings('/api/settings.php?country=BE')).json());
  });

  it('leaves the user to GET /api/user.php when the request carries a session cookie', async () => {
    const boot = bootData((await page('/', { cookie: `${AUTH_COOKIE}=whatever` })).body);
    expect('user' in boot).toBe(false);
  });

  it('cannot be broken out of by a site text, and the text reads back as it was written', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await t.database.db.update(sites).set({ indexTitle: hostile });
    await t.app.services.sites.reload();
    const html = (await page('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(bootData(html).settings.index_title).toBe(hostile);
    // The page's own query string is never copied into it.
    const probe = (await page('/?country=%3C/script%3E%3Cscript%3Ealert(2)%3C/script%3E')).body;
    expect(probe).not.toContain('alert(2)');
  });

  it('is left out for a host no site serves', async () => {
    const res = await page('/', { host: 'unknown.example' });
    expect(res.body).not.toContain(BOOT_DATA_ELEMENT_ID);
  });

  it('goes out compressed, with the page, to a browser that accepts brotli', async () => {
    const plain = await page('/');
    const res = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
