import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import type { Database } from './client.ts';
import { companies, profiles, sites, users } from './schema/index.ts';
import { DEMO_COMPANY, DEMO_SITE } from './seed/demo-site.ts';
import { moveStoredDistrictsToTheirTowns, placeTypedTownsAtTheirCentres } from './stored-towns.ts';

let database: Database;
let siteId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database.db.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
  const [site] = await database.db
    .insert(sites)
    .values({ ...DEMO_SITE, baseUrl: `https://${DEMO_SITE.domain}`, companyId: company!.id })
    .returning({ id: sites.id });
  siteId = site!.id;
});
afterAll(() => database.close());

/** A member whose profile stored this town at this point; their id. */
async function memberAt(
  city: string,
  country: string,
  latitude: number | null,
  longitude: number | null,
  region: string | null = null,
): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ siteId, email: `${crypto.randomUUID()}@example.com`, passwordHash: 'x', language: 'nl' })
    .returning({ id: users.id });
  await database.db.insert(profiles).values({
    userId: user!.id,
    siteId,
    name: 'M',
    dateOfBirth: '1990-01-01',
    country,
    region,
    city,
    latitude,
    longitude,
  });
  return user!.id;
}

const placeOf = async (id: string) =>
  (
    await database.db
      .select({ city: profiles.city, latitude: profiles.latitude, longitude: profiles.longitude })
      .from(profiles)
      .where(eq(profiles.userId, id))
  )[0];

describe('members stored at a district or an area before towns were told apart', () => {
  it('move to their town, its name and its centre; everyone else stays where they are', async () => {
    const district = await memberAt('Altstadt Nord', 'DE', 50.93893, 6.95752);
    const area = await memberAt('Gemeente Amsterdam', 'NL', 52.37302, 4.89856);
    const town = await memberAt('Köln', 'DE', 50.93333, 6.95);
    const typed = await memberAt('Altstadt Nord', 'DE', 50.9389, 6.9575);
    await moveStoredDistrictsToTheirTowns(database.db);
    expect(await placeOf(district)).toEqual({ city: 'Köln', latitude: 50.93333, longitude: 6.95 });
    expect(await placeOf(area)).toEqual({ city: 'Amsterdam', latitude: 52.37403, longitude: 4.88969 });
    expect(await placeOf(town)).toEqual({ city: 'Köln', latitude: 50.93333, longitude: 6.95 });
    expect(await placeOf(typed)).toEqual({ city: 'Altstadt Nord', latitude: 50.9389, longitude: 6.9575 });
  });
});

describe('members whose town was typed before typed towns were placed', () => {
  it("get their town's centre; a placed member and a town the gazetteer lacks stay as they are", async () => {
    const typed = await memberAt('haarlem', 'NL', null, null, 'NL-NH');
    const unknown = await memberAt('Nergenshuizen', 'NL', null, null, 'NL-NH');
    const placed = await memberAt('Haarlem', 'NL', 52.4, 4.7, 'NL-NH');
    await placeTypedTownsAtTheirCentres(database.db);
    const centre = await placeOf(typed);
    expect([centre!.latitude, centre!.longitude].map((x) => Math.round(x! * 10) / 10)).toEqual([52.4, 4.6]);
    expect(await placeOf(unknown)).toEqual({ city: 'Nergenshuizen', latitude: null, longitude: null });
    expect(await placeOf(placed)).toEqual({ city: 'Haarlem', latitude: 52.4, longitude: 4.7 });
  });
});
