import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { REGIONS_BY_COUNTRY, regionsOf } from './regions.ts';

const nameOf = (country: string, code: string, language: (typeof LANGUAGES)[number]) =>
  regionsOf(country, language).find((r) => r.code === code)?.name;

describe('region names (decision 010)', () => {
  it('names a region in the language asked for', () => {
    expect(nameOf('BE', 'BE-VLG', 'nl')).toBe('Vlaanderen');
    expect(nameOf('BE', 'BE-VLG', 'fr')).toBe('Flandre');
    expect(nameOf('DE', 'DE-BY', 'nl')).toBe('Beieren');
    expect(nameOf('NL', 'NL-NH', 'fr')).toBe('Hollande-Septentrionale');
  });

  it("falls back to the name in the country's own language, then English, then country-region-data's", () => {
    // CLDR has no Finnish names for Luxembourg's cantons: the French one, as Luxembourg writes it.
    expect(nameOf('LU', 'LU-CA', 'fi')).toBe('canton de Capellen');
    expect(nameOf('NO', 'NO-03', 'nl')).toBe('Oslo');
    // Åland is a territory of its own in CLDR, not a Finnish subdivision.
    const aland = REGIONS_BY_COUNTRY.get('FI')!.find((r) => r.code === 'FI-01')!;
    expect(nameOf('FI', 'FI-01', 'de')).toBe(aland.name);
  });

  it('lists regions in the alphabetical order of the language', () => {
    expect(regionsOf('BE', 'nl').map((r) => r.name)).toEqual(['Brussel', 'Vlaanderen', 'Wallonië']);
    expect(regionsOf('BE', 'fr').map((r) => r.name)).toEqual(['Bruxelles', 'Flandre', 'Wallonie']);
  });

  it('gives every region of every country a name in every language, under its ISO 3166-2 code', () => {
    const unnamed = [...REGIONS_BY_COUNTRY.keys()].flatMap((country) =>
      LANGUAGES.flatMap((language) =>
        regionsOf(country, language)
          .filter((region) => !region.name.trim() || /[¹²³]/.test(region.name))
          .map((region) => `${region.code} ${language}`),
      ),
    );
    expect(unnamed).toEqual([]);
    // country-region-data writes a few countries' codes whole ("DK-84"); they are not prefixed twice.
    expect(regionsOf('DK').map((r) => r.code)).toContain('DK-84');
    expect(regionsOf('FI').map((r) => r.code)).toContain('FI-18');
  });

  it('keeps the codes without a language, as validation uses them', () => {
    expect(regionsOf('NL')).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland' });
    expect(regionsOf('XX')).toEqual([]);
  });
});
