import { cityRows } from '../../lib/geocoder.ts';
import { cityKey } from '../../lib/towns.ts';
import { regionsOf } from '../sites/regions.ts';

/** Country -> town key -> the regions (ISO 3166-2) the dataset has a town of that name in; built per country. */
const citiesByCountry = new Map<string, Map<string, Set<string>>>();

function citiesOf(country: string): Map<string, Set<string>> {
  let cities = citiesByCountry.get(country);
  if (cities) return cities;
  // Only rows under one of our regions count: for a few countries the dataset files towns under another level.
  const regions = new Set(regionsOf(country).map((r) => r.code));
  cities = new Map();
  for (const [name, rowCountry, subdivision] of cityRows()) {
    const region = `${rowCountry}-${subdivision}`;
    if (rowCountry !== country || !regions.has(region)) continue;
    const key = cityKey(name);
    const inRegions = cities.get(key) ?? new Set<string>();
    cities.set(key, inRegions.add(region));
  }
  citiesByCountry.set(country, cities);
  return cities;
}

/**
 * False when the country-state-city data has towns of this name in the country, none of them in `region`
 * ("Amsterdam" in Zuid-Holland). A name the data does not know is let through: it lists one spelling of the larger
 * places only (no "Den Haag", "München" or Brussels' communes), and refusing where someone lives is worse than
 * letting an unknown name pass (decision 010).
 */
export function cityMayBeIn(country: string, region: string, city: string): boolean {
  const regions = citiesOf(country).get(cityKey(city));
  return !regions || regions.has(region);
}
