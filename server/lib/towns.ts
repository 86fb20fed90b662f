import { distanceKm, radians } from './geo-distance.ts';

/**
 * Which rows of the country-state-city data are towns. The data (from GeoNames) also holds administrative areas
 * ("Gemeente Amsterdam", "Regierungsbezirk Köln", "Powiat X") and the districts of big cities ("Altstadt Nord",
 * "Hamburg-Nord", "Zürich (Kreis 1) / Lindenhof", "Marseille 01"), without saying which is which. A member's town is
 * never one of those: an area is no place at all, a district stands for its city.
 */

const ADMIN_PREFIX =
  /^(?:Gemeente|Regierungsbezirk|Landkreis|Kreis|Stadtkreis|Kreisfreie Stadt|Powiat|Gmina|Politischer Bezirk|Bezirk|Wahlkreis|Region|Département (?:de la|de l'|de|du|des)|Provincia di|Province de|Province of|Municipality of|Comune di|Kommune|Kommun)\s+/i;

/** Prefixes of the dataset's municipality and province entries ("Gemeente Bergen", "Provincie Antwerpen"). */
const ADMINISTRATIVE_PREFIX = /^(?:gemeente|provincie|province de|province du) /;

/**
 * A town's name as people may type it: case, accents, punctuation and a municipality prefix left out, so that
 * "LIEGE", "Liège" and "Gemeente Liège" are one name.
 */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(ADMINISTRATIVE_PREFIX, '');
}

/** An administrative area's row, not a place: "Gemeente Amsterdam", "Politischer Bezirk Graz". */
export const isAreaName = (name: string) => ADMIN_PREFIX.test(name);

/**
 * A name as a town's: without an administrative prefix ("Gemeente Amsterdam" → Amsterdam) and without a district
 * written after the town ("Zürich (Kreis 1) / Lindenhof" → Zürich, "Kloten / Balsberg" → Kloten, "Marseille 01" →
 * Marseille). Names without either are kept as they are.
 */
export function townName(name: string): string {
  const town = name
    .replace(ADMIN_PREFIX, '')
    .replace(/\s*\(.*$/, '')
    .replace(/\s+\/\s+.*$/, '')
    .replace(/\s+\d{1,2}(?:\s.*)?$/, '')
    .trim();
  return town || name;
}

/** Around a big city's centre, the rows that are its districts. */
const DISTRICT_KM = 6;
/** A city with at least this many other rows within DISTRICT_KM has districts listed (a village has none). */
const DISTRICTS_AT_LEAST = 6;
/** A row named after a city ("Hamburg-Nord", "Berlin Köpenick") is its district up to this far from it. */
const NAMED_DISTRICT_KM = 25;

interface Row {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

const km = (a: Row, b: Row) => distanceKm(a.lat, a.lon, b.lat, b.lon);

function addTo(lists: Map<string, number[]>, key: string, index: number): void {
  const list = lists.get(key);
  if (list) list.push(index);
  else lists.set(key, [index]);
}

/**
 * For each row, the row of the town it lies in: itself for a town, its city for a district, -1 for an area. A city
 * is a row that other rows are named after ("Köln" for "Regierungsbezirk Köln", "Hamburg" for "Hamburg-Nord"); a
 * district is a row named after a city near it, or, around a city with districts listed, any other row within
 * DISTRICT_KM that is not itself a city (Altstadt Nord, Nippes: Köln).
 */
export function townRows(rows: Row[]): Int32Array {
  const town = Int32Array.from(rows, (_, i) => i);
  const byName = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (isAreaName(row.name)) town[i] = -1;
    else {
      addTo(byName, `${row.country}|${row.name}`, i);
    }
  });
  /** The row called `name` in `country` nearest to `near`, within `maxKm`. */
  const named = (country: string, name: string, near: Row, maxKm: number) => {
    let best = -1;
    for (const i of byName.get(`${country}|${name}`) ?? []) {
      if (km(rows[i]!, near) <= maxKm && (best < 0 || km(rows[i]!, near) < km(rows[best]!, near))) best = i;
    }
    return best;
  };

  const cities = new Set<number>();
  rows.forEach((row, i) => {
    if (town[i]! < 0) {
      const city = named(row.country, townName(row.name), row, NAMED_DISTRICT_KM * 2);
      if (city >= 0) cities.add(city);
      return;
    }
    const base = townName(row.name);
    const parent = base !== row.name ? base : /^(.+?)[- ][^- ]+$/.exec(row.name)?.[1];
    const city = parent ? named(row.country, parent, row, NAMED_DISTRICT_KM) : -1;
    if (city >= 0 && city !== i) {
      town[i] = city;
      cities.add(city);
    }
  });

  // A grid of 0.1° cells, to find the rows near a city without going through all of them.
  const cell = (lat: number, lon: number) => `${Math.floor(lat * 10)}|${Math.floor(lon * 10)}`;
  const grid = new Map<string, number[]>();
  rows.forEach((row, i) => addTo(grid, cell(row.lat, row.lon), i));
  const near = (row: Row) => {
    const found: number[] = [];
    const latSteps = 1;
    const lonSteps = Math.ceil(1 / Math.max(Math.cos(radians(row.lat)), 0.2));
    for (let dLat = -latSteps; dLat <= latSteps; dLat++)
      for (let dLon = -lonSteps; dLon <= lonSteps; dLon++)
        for (const j of grid.get(cell(row.lat + dLat / 10, row.lon + dLon / 10)) ?? [])
          if (town[j]! >= 0 && rows[j]!.country === row.country && km(row, rows[j]!) <= DISTRICT_KM) found.push(j);
    return found;
  };

  const districtOf = new Map<number, { city: number; km: number }>();
  for (const city of cities) {
    if (town[city] !== city) continue;
    const around = near(rows[city]!).filter((j) => j !== city);
    if (around.length < DISTRICTS_AT_LEAST) continue;
    for (const j of around) {
      if (cities.has(j) || town[j] !== j) continue;
      const distance = km(rows[city]!, rows[j]!);
      const known = districtOf.get(j);
      if (!known || distance < known.km) districtOf.set(j, { city, km: distance });
    }
  }
  for (const [district, { city }] of districtOf) town[district] = city;
  return town;
}
