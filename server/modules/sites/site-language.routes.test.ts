import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../../db/seed/demo-site.ts';
import { profiles, sites } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
const inLanguage = (language: string) => ({ cookie: `i18n_locale=${language}` });

type Country = { code: string; regions: { code: string; name: string }[] };
const regionNames = async (language: string, country: string) => {
  const { countries } = (await get('/api/regions.php', inLanguage(language))).json() as { countries: Country[] };
  return Object.fromEntries(countries.find((c) => c.code === country)!.regions.map((r) => [r.code, r.name]));
};

describe('GET /api/regions.php names regions in the visitor language', () => {
  it.each([
    ['nl', { 'BE-BRU': 'Brussel', 'BE-VLG': 'Vlaanderen', 'BE-WAL': 'Wallonië' }, 'Noord-Holland'],
    ['de', { 'BE-BRU': 'Brüssel', 'BE-VLG': 'Flandern', 'BE-WAL': 'Wallonien' }, 'Provinz Nordholland'],
    ['en', { 'BE-BRU': 'Brussels', 'BE-VLG': 'Flanders', 'BE-WAL': 'Wallonia' }, 'North Holland'],
    ['fr', { 'BE-BRU': 'Bruxelles', 'BE-VLG': 'Flandre', 'BE-WAL': 'Wallonie' }, 'Hollande-Septentrionale'],
  ])('in %s', async (language, belgium, northHolland) => {
    expect(await regionNames(language, 'BE')).toEqual(belgium);
    const netherlands = await regionNames(language, 'NL');
    expect(Object.keys(netherlands)).toHaveLength(12);
    expect(netherlands['NL-NH']).toBe(northHolland);
  });

  it("gives a member's region code its name in the visitor language", async () => {
    const [row] = await t.database.db.select().from(profiles).where(isNotNull(profiles.region)).limit(1);
    await t.database.db
      .update(profiles)
      .set({ country: 'BE', region: 'BE-VLG', city: 'Antwerpen' })
      .where(eq(profiles.userId, row!.userId));
    await t.settled();
    const member = (await get(`/api/member.php?id=${row!.userId}`)).json();
    expect([member.city, member.region]).toEqual(['Antwerpen', 'BE-VLG']);
    expect((await regionNames('nl', 'BE'))[member.region]).toBe('Vlaanderen');
    expect((await regionNames('sv', 'BE'))[member.region]).toBe('Flandern');
  });
});

describe('GET /api/settings.php answers the site texts in the visitor language', () => {
  const texts = async (headers: Record<string, string>) => {
    const { index_title, description, fictional_warning } = (await get('/api/settings.php', headers)).json();
    return { index_title, description, fictional_warning };
  };
  const dutch = {
    index_title: DEMO_SITE.indexTitle,
    description: DEMO_SITE.description,
    fictional_warning: DEMO_SITE.fictionalWarning,
  };

  it('in the language of the locale cookie', async () => {
    expect(await texts(inLanguage('nl'))).toEqual(dutch);
    expect(await texts(inLanguage('en'))).toEqual({
      index_title: 'Demo Dating: dating in the Netherlands, Belgium and Germany',
      description: 'Meet singles near you. Sign up, search, like and chat for free.',
      fictional_warning: 'This is a fictional profile: meeting in person is not possible.',
    });
    expect((await texts(inLanguage('de'))).index_title).toBe(
      'Demo Dating: Dating in den Niederlanden, Belgien und Deutschland',
    );
  });

  it("in the site's language on a first visit, whatever the browser's (the web app then shows that)", async () => {
    expect(await texts({ 'accept-language': 'en-GB,en;q=0.9' })).toEqual(dutch);
    expect(await texts({ cookie: 'i18n_locale=xx' })).toEqual(dutch);
  });

  it("in the site's language for each text a language lacks", async () => {
    await t.database.db
      .update(sites)
      .set({ texts: { en: { indexTitle: 'Only the title in English' } } })
      .where(eq(sites.domain, 'localhost'));
    await t.app.services.sites.reload();
    expect(await texts(inLanguage('en'))).toEqual({ ...dutch, index_title: 'Only the title in English' });
    expect(await texts(inLanguage('de'))).toEqual(dutch);
    await t.database.db.update(sites).set({ texts: DEMO_SITE.texts }).where(eq(sites.domain, 'localhost'));
    await t.app.services.sites.reload();
  });

  it('serves each language its own cached bytes', async () => {
    const nl = await get('/api/settings.php', inLanguage('nl'));
    const en = await get('/api/settings.php', inLanguage('en'));
    expect(en.body).not.toBe(nl.body);
    expect((await get('/api/settings.php', inLanguage('nl'))).body).toBe(nl.body);
    expect((await get('/api/settings.php', inLanguage('en'))).body).toBe(en.body);
  });
});
