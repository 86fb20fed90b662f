import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Geocoder } from '../lib/geocoder.ts';
import type { Db } from './client.ts';
import { profiles } from './schema/index.ts';

/**
 * Moves members whose town was stored before towns were told from districts (issue 39: "Altstadt Nord" for Köln,
 * "Gemeente Amsterdam" for Amsterdam) to the town their place lies in, with its name and centre. Such a place was
 * stored with the point of its row in the geocoder's data, so only a profile at exactly a row's point whose town has
 * another name moves; a town typed or chosen elsewhere stays as it is. Run once per database (client.ts:
 * upgradeOnce); it reads the geocoder's table only where members have a point.
 */
export async function moveStoredDistrictsToTheirTowns(db: Db, geocoder = new Geocoder()): Promise<void> {
  const places = await db
    .selectDistinct({ city: profiles.city, latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(and(isNotNull(profiles.city), isNotNull(profiles.latitude), isNotNull(profiles.longitude)));
  for (const { city, latitude, longitude } of places) {
    const town = geocoder.placeAt(latitude!, longitude!);
    if (!town || town.city === city) continue;
    await db
      .update(profiles)
      .set({ city: town.city, latitude: town.latitude, longitude: town.longitude })
      .where(and(eq(profiles.city, city!), eq(profiles.latitude, latitude!), eq(profiles.longitude, longitude!)));
  }
}

/**
 * Gives members whose town was typed before typed towns were placed (issue 39: only a position from the browser had
 * one) their town's centre from the gazetteer, as a profile save now does (profiles.service.ts), so that distances
 * and the nearest sort reach them. Towns the gazetteer does not know stay without. Run once per database.
 */
export async function placeTypedTownsAtTheirCentres(db: Db, geocoder = new Geocoder()): Promise<void> {
  const towns = await db
    .selectDistinct({ country: profiles.country, region: profiles.region, city: profiles.city })
    .from(profiles)
    .where(and(isNotNull(profiles.city), isNull(profiles.latitude)));
  for (const { country, region, city } of towns) {
    const town = geocoder.townNamed(country, region, city!);
    if (!town) continue;
    const sameRegion = region === null ? isNull(profiles.region) : eq(profiles.region, region);
    await db
      .update(profiles)
      .set({ latitude: town.latitude, longitude: town.longitude })
      .where(and(eq(profiles.country, country), sameRegion, eq(profiles.city, city!), isNull(profiles.latitude)));
  }
}
