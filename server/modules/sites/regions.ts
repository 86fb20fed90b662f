import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allCountries } from 'country-region-data';
import type { Language } from '../../../shared/languages.ts';
import { projectRoot } from '../../lib/paths.ts';

export type Region = { code: string; name: string };

/**
 * One region's names from Unicode CLDR: per language, `local` (in the country's official language) and `en`. A
 * language is left out where it would repeat its fallback (see region-names.generate.ts).
 */
export type RegionNames = Partial<Record<Language | 'local', string>>;

export const REGION_NAMES_FILE = join(projectRoot, 'server', 'modules', 'sites', 'region-names.json');

/** The ISO 3166-2 code: country-region-data writes most as "NH", a few countries' whole ("DK-84"). */
const isoCode = (country: string, code: string) => (code.startsWith(`${country}-`) ? code : `${country}-${code}`);

/**
 * ISO 3166-1 code -> its first-level regions from the maintained country-region-data package (decision 002), with
 * that package's names (native for most countries, English for some).
 */
export const REGIONS_BY_COUNTRY: ReadonlyMap<string, Region[]> = new Map(
  allCountries.map(([, country, regions]) => [
    country,
    regions.map(([name, code]) => ({ code: isoCode(country, code), name })),
  ]),
);

let names: Record<string, RegionNames> | undefined;

/** Read on first use: a few hundred KB that only the regions answer needs. */
function regionNames(): Record<string, RegionNames> {
  names ??= JSON.parse(readFileSync(REGION_NAMES_FILE, 'utf8')) as Record<string, RegionNames>;
  return names;
}

/** The name in `language`, else in the country's own language, else English, else country-region-data's. */
function nameIn(region: Region, language: Language): string {
  const known = regionNames()[region.code];
  return known?.[language] ?? known?.local ?? known?.en ?? region.name;
}

/**
 * The regions of a country. With a language, named in it (decision 010) and in its alphabetical order, as a list to
 * choose from; without one, only the codes are meant (validation).
 */
export function regionsOf(countryCode: string, language?: Language): Region[] {
  const regions = REGIONS_BY_COUNTRY.get(countryCode) ?? [];
  if (!language) return regions;
  const collator = new Intl.Collator(language);
  return regions
    .map((region) => ({ code: region.code, name: nameIn(region, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
