import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_BANDS } from '../../../shared/discovery.ts';
import { queryRows } from '../../db/client.ts';
import { type Position, distanceBand } from '../../lib/coarse-distance.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { distanceBandIndex } from './search-order.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ORIGINS: Position[] = [
  { latitude: 52.37, longitude: 4.89 },
  { latitude: 60.17, longitude: 24.94 },
  { latitude: -33.87, longitude: 151.21 },
];

/** Towns from 0 to 400 km away from `origin`, in every direction. */
function townsAround(origin: Position): Position[] {
  return Array.from({ length: 80 }, (_, i) => {
    const km = (i * 37) % 400;
    const angle = i * 0.7;
    return {
      latitude: origin.latitude + (km / 111.2) * Math.cos(angle),
      longitude: origin.longitude + ((km / 111.2) * Math.sin(angle)) / Math.cos((origin.latitude * Math.PI) / 180),
    };
  });
}

describe('the distance band in SQL', () => {
  it('answers as distanceBand does, for every pair', async () => {
    const seen = new Set<string>();
    for (const origin of ORIGINS) {
      const towns = townsAround(origin);
      const values = sql.join(
        towns.map((town, i) => sql`(${i}::int, ${town.latitude}::float8, ${town.longitude}::float8)`),
        sql`, `,
      );
      const rows = await queryRows<{ band: number }>(
        database.db,
        sql`select ${distanceBandIndex(origin, sql`t.lat`, sql`t.lon`)} as band
          from (values ${values}) as t(i, lat, lon) order by t.i`,
      );
      const bands = rows.map((row) => DISTANCE_BANDS[row.band]);
      expect(bands).toEqual(towns.map((town) => distanceBand(origin, town)));
      bands.forEach((band) => seen.add(band!));
    }
    expect(seen.size).toBe(DISTANCE_BANDS.length);
  });

  it('puts a member without a town last (null)', async () => {
    const [row] = await queryRows<{ band: number | null }>(
      database.db,
      sql`select ${distanceBandIndex({ latitude: 52, longitude: 5 }, sql`null::float8`, sql`null::float8`)} as band`,
    );
    expect(row!.band).toBeNull();
  });
});
