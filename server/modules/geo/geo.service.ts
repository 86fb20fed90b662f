import { eq } from 'drizzle-orm';
import type { GeocodeResult } from '../../../shared/contracts/geo.ts';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { regionsOf } from '../sites/regions.ts';

/**
 * Reverse geocoding for the location step and the geolocation toggle. A member who turned geolocation on gets the
 * town's own coordinates stored, never the device's: positions are kept at town level only.
 */
export class GeoService {
  constructor(
    private readonly db: Db,
    private readonly geocoder: Geocoder,
  ) {}

  async reverse(latitude: number, longitude: number, memberId: string | undefined): Promise<GeocodeResult> {
    const place = this.geocoder.nearest(latitude, longitude);
    if (!place) return false;
    const code = `${place.country}-${place.subdivision}`;
    const region = regionsOf(place.country).some((r) => r.code === code) ? code : null;
    if (memberId) await this.storeTownPosition(memberId, place.latitude, place.longitude);
    return { country: place.country, region, city: place.city };
  }

  private async storeTownPosition(memberId: string, latitude: number, longitude: number): Promise<void> {
    const [member] = await this.db
      .select({ enabled: users.geolocationEnabled })
      .from(users)
      .where(eq(users.id, memberId));
    if (member?.enabled)
      await this.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.userId, memberId));
  }
}
