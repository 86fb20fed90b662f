/**
 * Writes region-names.json: the name of every region regions.ts lists, in the 11 languages, from the subdivision
 * names of Unicode CLDR (common/subdivisions/<language>.xml). CLDR's JSON packages leave these names out (they are
 * "provisional" data) and the one npm package that ships the XML (`cldr`) unpacks to 290 MB, so the few hundred KB
 * the server needs are extracted here and committed (decision 010). Run with the `common` folder of a CLDR release
 * (`npm pack cldr` has one under package/3rdparty/cldr/common), then format the output:
 *
 *   npx tsx server/modules/sites/region-names.generate.ts <cldr>/common && npx prettier --write <the json>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { REGIONS_BY_COUNTRY, REGION_NAMES_FILE, type RegionNames } from './regions.ts';

/** CLDR's locale for a language of ours where the two differ: its Norwegian subdivision names are under `no`. */
const CLDR_LOCALE: Partial<Record<Language, string>> = { nb: 'no' };

/**
 * Belgium's three regions go by their short names in everyday speech and on a member card ("Antwerpen, Vlaanderen");
 * CLDR gives several languages the administrative ones ("Vlaams Gewest", "Région de Bruxelles-Capitale").
 */
const COMMON_NAMES: Record<string, RegionNames> = {
  'BE-BRU': {
    nl: 'Brussel',
    fr: 'Bruxelles',
    es: 'Bruselas',
    it: 'Bruxelles',
    da: 'Bruxelles',
    fi: 'Bryssel',
    pl: 'Bruksela',
  },
  'BE-VLG': { nl: 'Vlaanderen', fr: 'Flandre', es: 'Flandes', pl: 'Flandria' },
};

const ENTITIES: Record<string, string> = { amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' };
/** XML text to a name: entities decoded, and CLDR's marks that tell same-named places apart ("Madrid²") dropped. */
const decode = (text: string) =>
  text.replace(/&(amp|apos|quot|lt|gt);/g, (_, name: string) => ENTITIES[name]!).replace(/[¹²³⁴-⁹]+$/u, '');

/** CLDR subdivision id ("nlnh") -> name, for one CLDR locale; empty when CLDR has no file for it. */
function subdivisionNames(common: string, locale: string): Map<string, string> {
  const file = join(common, 'subdivisions', `${locale}.xml`);
  if (!existsSync(file)) return new Map();
  const xml = readFileSync(file, 'utf8');
  return new Map(
    [...xml.matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
}

/** ISO 3166-1 code -> its official languages (CLDR locales), the most spoken first. */
function officialLanguages(common: string): Map<string, string[]> {
  const xml = readFileSync(join(common, 'supplemental', 'supplementalData.xml'), 'utf8');
  const byCountry = new Map<string, string[]>();
  for (const [, country, body] of xml.matchAll(/<territory type="([A-Z]{2})"[^>]*>([\s\S]*?)<\/territory>/g)) {
    const official = [...body!.matchAll(/<languagePopulation type="([a-zA-Z_]+)"([^>]*)\/>/g)]
      .filter(([, , attributes]) => /officialStatus="(official|de_facto_official)"/.test(attributes!))
      .map(([, locale, attributes]) => ({
        locale: locale!,
        share: Number(/populationPercent="([\d.]+)"/.exec(attributes!)?.[1]),
      }))
      .sort((a, b) => b.share - a.share);
    byCountry.set(
      country!,
      official.map((o) => o.locale),
    );
  }
  return byCountry;
}

/** Only what changes the answer: `local` where it differs from English, a language where it differs from those. */
function compact(all: Partial<Record<Language, string>>, local: string | undefined): RegionNames {
  const names: RegionNames = { en: all.en };
  if (local && local !== all.en) names.local = local;
  for (const language of LANGUAGES) {
    const name = all[language];
    if (name && name !== (names.local ?? names.en)) names[language] = name;
  }
  return names;
}

function generate(common: string): Record<string, RegionNames> {
  const cache = new Map<string, Map<string, string>>();
  const cldr = (locale: string) =>
    cache.get(locale) ?? cache.set(locale, subdivisionNames(common, locale)).get(locale)!;
  const officials = officialLanguages(common);
  const result: Record<string, RegionNames> = {};
  for (const [country, regions] of REGIONS_BY_COUNTRY) {
    for (const { code } of regions) {
      const id = code.replace('-', '').toLowerCase();
      const nameIn = (locale: string) =>
        COMMON_NAMES[code]?.[locale as Language] ?? cldr(CLDR_LOCALE[locale as Language] ?? locale).get(id);
      const all = Object.fromEntries(LANGUAGES.map((language) => [language, nameIn(language)]));
      const local = (officials.get(country) ?? [])
        .flatMap((locale) => [locale, locale.split('_')[0]!])
        .map(nameIn)
        .find(Boolean);
      if (local || Object.values(all).some(Boolean)) result[code] = compact(all, local);
    }
  }
  return result;
}

const common = process.argv[2];
if (!common || !existsSync(join(common, 'subdivisions'))) {
  console.error('usage: region-names.generate.ts <path to CLDR common/>');
  process.exit(1);
}
writeFileSync(REGION_NAMES_FILE, `${JSON.stringify(generate(common), null, 2)}\n`);
console.log(`wrote ${REGION_NAMES_FILE}`);
