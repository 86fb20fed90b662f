import { createRequire } from 'node:module';
import { distanceKm, radians } from './geo-distance.ts';
import { cityKey, townName, townRows } from './towns.ts';

/** name, ISO 3166-1 country, subdivision code, latitude, longitude: the rows of the country-state-city package. */
type CityRow = [string, string, string, string, string];

/** The ~150,000 towns of country-state-city (about 8 MB, parsed once by whoever asks first). */
export function cityRows(): CityRow[] {
  return createRequire(import.meta.url)('country-state-city/lib/assets/city.json') as CityRow[];
}

export interface Place {
  city: string;
  country: string;
  /** The second part of the ISO 3166-2 code (NH in NL-NH). */
  subdivision: string;
  latitude: number;
  longitude: number;
}

/**
 * Offline reverse geocoding over the ~150,000 towns of the maintained country-state-city data: the nearest town
 * within `maxKm`, never an administrative area nor a city's district (its city instead; server/lib/towns.ts). The
 * table is read on first use (about 8 MB, and a few seconds to tell towns from districts), then kept as typed arrays.
 */
export class Geocoder {
  private table: { rows: CityRow[]; lat: Float64Array; lon: Float64Array; town: Int32Array } | undefined;
  private readonly byCountry = new Map<string, Place[]>();
  private byPoint: Map<string, number> | undefined;

  private load() {
    if (!this.table) {
      const rows = cityRows();
      const lat = Float64Array.from(rows, (row) => Number(row[3]));
      const lon = Float64Array.from(rows, (row) => Number(row[4]));
      const town = townRows(rows.map(([name, country], i) => ({ name, country, lat: lat[i]!, lon: lon[i]! })));
      this.table = { rows, lat, lon, town };
    }
    return this.table;
  }

  /** Reads the table now rather than at first use (a server does so before it listens). */
  warm(): void {
    this.load();
  }

  nearest(latitude: number, longitude: number, maxKm = 50): Place | undefined {
    const { rows, lat, lon, town } = this.load();
    // Rank by an equirectangular distance (cheap, right for ordering nearby points), then measure the winner.
    const scale = Math.cos(radians(latitude)) ** 2;
    let best = -1;
    let bestScore = Infinity;
    for (let i = 0; i < rows.length; i++) {
      if (town[i]! < 0) continue;
      const dLat = lat[i]! - latitude;
      const dLon = ((lon[i]! - longitude + 540) % 360) - 180;
      const score = dLat * dLat + scale * dLon * dLon;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0 || distanceKm(latitude, longitude, lat[best]!, lon[best]!) > maxKm) return undefined;
    // A district stands for its city: the city's name and coordinates (server/lib/towns.ts).
    return this.placeOf(town[best]!);
  }

  /**
   * The town of the data's row at exactly this point, if a row is there: a town's own row is itself, a district's its
   * city, an area's the town it is named after ("Gemeente Amsterdam": Amsterdam). What a place this geocoder once
   * gave, stored with its point, is as a town.
   */
  placeAt(latitude: number, longitude: number): Place | undefined {
    const { rows, lat, lon, town } = this.load();
    this.byPoint ??= new Map(rows.map((_, i) => [`${lat[i]},${lon[i]}`, i]));
    const row = this.byPoint.get(`${latitude},${longitude}`);
    if (row === undefined) return undefined;
    if (town[row]! >= 0) return this.placeOf(town[row]!);
    const [area, country] = rows[row]!;
    const named = rows.findIndex(([name, c], i) => town[i] === i && c === country && name === townName(area));
    return named < 0 ? undefined : this.placeOf(named);
  }

  /**
   * The town a member typed: the first row of that name as people type it (`cityKey`) in the country, in the region
   * (ISO 3166-2) when one is given; a district's row stands for its city. Undefined for a name the data does not know.
   */
  townNamed(country: string, region: string | null | undefined, city: string): Place | undefined {
    const { rows, town } = this.load();
    const key = cityKey(city);
    const subdivision = region?.slice(country.length + 1);
    const at = rows.findIndex(
      ([name, rowCountry, rowSubdivision], i) =>
        rowCountry === country &&
        (!subdivision || rowSubdivision === subdivision) &&
        town[i]! >= 0 &&
        cityKey(name) === key,
    );
    return at < 0 ? undefined : this.placeOf(town[at]!);
  }

  /** The place of a town's row. */
  private placeOf(at: number): Place {
    const { rows, lat, lon } = this.load();
    const [name, country, subdivision] = rows[at]!;
    return { city: townName(name), country, subdivision, latitude: lat[at]!, longitude: lon[at]! };
  }

  /** Every town of a country (ISO 3166-1), in the data's order; kept per country once asked. */
  townsIn(country: string): Place[] {
    let towns = this.byCountry.get(country);
    if (!towns) {
      towns = this.load()
        .rows.filter((row) => row[1] === country)
        .map(([city, , subdivision, latitude, longitude]) => ({
          city,
          country,
          subdivision,
          latitude: Number(latitude),
          longitude: Number(longitude),
        }));
      this.byCountry.set(country, towns);
    }
    return towns;
  }
}
