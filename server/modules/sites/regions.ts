import { allCountries } from 'country-region-data';

type Region = { code: string; name: string };

/** ISO 3166-1 code -> its first-level regions with ISO 3166-2 codes, from the maintained country-region-data package. */
const regionsByCountry = new Map<string, Region[]>(
  allCountries.map(([, country, regions]) => [
    country,
    regions.map(([name, shortCode]) => ({
      name,
      code: `${country}-${shortCode}`,
    })),
  ]),
);

export function regionsOf(countryCode: string): Region[] {
  return regionsByCountry.get(countryCode) ?? [];
}
