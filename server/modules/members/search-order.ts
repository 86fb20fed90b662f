import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { DISTANCE_BANDS, DISTANCE_BAND_LIMITS_KM, type SearchSort } from '../../../shared/discovery.ts';
import { LAT_STEP, MIN_COS, type Position, gridCentre } from '../../lib/coarse-distance.ts';
import { EARTH_RADIUS_KM } from '../../lib/geo-distance.ts';
import { profiles } from '../../db/schema/index.ts';
import type { PageOrder } from './members.repo.ts';

/**
 * distanceBand (coarse-distance.ts) in SQL, as the band's index in DISTANCE_BANDS (null without a town): from the
 * searcher's cell centre to the cell centre of the town in `latitude`, `longitude`. search-order.test.ts holds both to
 * the same answers.
 */
export function distanceBandIndex(from: Position, latitude: AnyColumn | SQL, longitude: AnyColumn | SQL): SQL<number> {
  const origin = gridCentre(from);
  const row = sql`floor(${latitude} / ${LAT_STEP}::float8)`;
  const poleward = sql`greatest(abs(${row} * ${LAT_STEP}::float8), abs((${row} + 1) * ${LAT_STEP}::float8))`;
  const lonStep = sql`(${LAT_STEP}::float8 / greatest(${MIN_COS}::float8, cos(radians(${poleward}))))`;
  const cellLat = sql`((${row} + 0.5) * ${LAT_STEP}::float8)`;
  const cellLon = sql`((floor((${longitude} + 180) / ${lonStep}) + 0.5) * ${lonStep} - 180)`;
  const h = sql`(sin(radians(${cellLat} - ${origin.latitude}::float8) / 2) ^ 2
    + cos(radians(${origin.latitude}::float8)) * cos(radians(${cellLat}))
    * sin(radians(${cellLon} - ${origin.longitude}::float8) / 2) ^ 2)`;
  const km = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(least(1::float8, ${h}))))`;
  const limits = DISTANCE_BANDS.flatMap((band, index) =>
    band === 'gt200' ? [] : [sql`when ${km} < ${DISTANCE_BAND_LIMITS_KM[band]}::float8 then ${index}::int`],
  );
  return sql<number>`case when ${latitude} is null or ${longitude} is null then null
    ${sql.join(limits, sql` `)} else ${DISTANCE_BANDS.length - 1}::int end`;
}

/**
 * The order of a search page (decision 033), and what of it goes into the shared page's key: newest needs none (the
 * search indexes' own order); last active reads `profiles.last_active_at` (profiles_search_active_idx); nearest the
 * distance band of each member's town from the searcher's, never a finer distance (the order would tell it), so its
 * pages are shared by the searchers of one grid cell.
 */
export function searchOrder(sort: SearchSort, from: Position | undefined): { order?: PageOrder; key: unknown } {
  if (sort === 'last_active') return { order: { key: sql`${profiles.lastActiveAt}`, descending: true }, key: sort };
  if (sort === 'nearest' && from) {
    const key = distanceBandIndex(from, profiles.latitude, profiles.longitude);
    return { order: { key, descending: false }, key: [sort, gridCentre(from)] };
  }
  return { key: 'newest' };
}
