import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { FICTIONAL_WORDS, newSiteDefaults } from './new-site.ts';

const input = (domain_language: string) => ({
  name: 'Neu',
  domain: 'neu.example',
  domain_language,
  niche: 1,
  countries: ['DE'],
  company_id: '00000000-0000-4000-8000-000000000000',
});

const catalogueWord = (language: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../shared/i18n/locales', `${language}.json`), 'utf8')) as {
      disclaimer: { fictional_profiles: string };
    }
  ).disclaimer.fictional_profiles;

describe('a new site’s fictional-profile words', () => {
  it('are in the site’s own language, singular and plural (a German site: fiktives Profil, fiktive Profile)', () => {
    const { site } = newSiteDefaults(input('de-DE'));
    expect([site.fictionalSingular, site.fictionalPlural]).toEqual(['fiktives Profil', 'fiktive Profile']);
    expect(site.fictionalWarning).toBe('Dies ist ein fiktives Profil: Ein persönliches Treffen ist nicht möglich.');
    const polish = newSiteDefaults(input('pl')).site;
    expect([polish.fictionalSingular, polish.fictionalPlural]).toEqual(['fikcyjny profil', 'fikcyjne profile']);
  });

  it('are English for a language the app has no catalogue of', () => {
    const { site } = newSiteDefaults(input('pt-PT'));
    expect([site.fictionalSingular, site.fictionalPlural]).toEqual(['fictional profile', 'fictional profiles']);
  });

  it.each(LANGUAGES)('%s: the plural is the catalogue’s word, the one the pages are written around', (language) => {
    expect(FICTIONAL_WORDS[language].plural).toBe(catalogueWord(language));
    expect(FICTIONAL_WORDS[language].singular).not.toBe(FICTIONAL_WORDS[language].plural);
  });
});
