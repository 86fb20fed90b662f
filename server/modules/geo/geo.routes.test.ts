import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_BANDS } from '../../../shared/discovery.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: { cookie: string; id: string };
const newIp = addresses(14);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  demo = await loginDemo(t.app, newIp());
});
afterAll(() => t.close());

const geocode = (query: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/geocode.php?${query}`,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    remoteAddress: newIp(),
  });
const position = async (id: string) => (await t.database.db.select().from(profiles).where(eq(profiles.userId, id)))[0]!;

describe('GET /api/geocode.php', () => {
  it('names the nearest town, its region and country, offline', async () => {
    const res = await geocode('lat=52.3810&lon=4.6370');
    expect(res.json()).toEqual({ country: 'NL', region: 'NL-NH', city: 'Haarlem' });
    expect((await geocode('lat=48.1374&lon=11.5755')).json()).toEqual({
      country: 'DE',
      region: 'DE-BY',
      city: 'Munich',
    });
  });

  it.each([
    [
      'Amsterdam’s centre, where the data has the municipality ("Gemeente Amsterdam") nearest',
      '52.3730&lon=4.8986',
      'NL',
      'NL-NH',
      'Amsterdam',
    ],
    ['Köln’s Altstadt-Nord, a district', '50.9390&lon=6.9575', 'DE', 'DE-NW', 'Köln'],
    ['Köln-Nippes, a district', '50.9655&lon=6.9531', 'DE', 'DE-NW', 'Köln'],
    ['Hamburg-Nord, a district named after its city', '53.5894&lon=9.9840', 'DE', 'DE-HH', 'Hamburg'],
    ['Zürich’s Lindenhof ("Zürich (Kreis 1) / Lindenhof")', '47.3720&lon=8.5410', 'CH', 'CH-ZH', 'Zürich'],
    ['Frechen, a town of its own beside Köln', '50.9100&lon=6.8100', 'DE', 'DE-NW', 'Frechen'],
    ['Diemen, a town of its own beside Amsterdam', '52.3396&lon=4.9625', 'NL', 'NL-NH', 'Diemen'],
  ])('names the town, never an area or a district: %s', async (_, where, country, region, city) => {
    const answer = (await geocode(`lat=${where}`)).json();
    expect(answer).toMatchObject({ country, city });
    if (answer.region !== null) expect(answer.region).toBe(region);
  });

  it("stores a district's city coordinates, not the district's", async () => {
    await t.database.db.update(users).set({ geolocationEnabled: true }).where(eq(users.id, demo.id));
    await geocode('lat=50.9390&lon=6.9575', demo.cookie);
    const stored = await position(demo.id);
    expect([stored.latitude, stored.longitude]).toEqual([50.93333, 6.95]); // Köln, not Altstadt Nord
  });

  it('answers false where no town is near', async () => {
    expect((await geocode('lat=40&lon=-40')).json()).toBe(false);
  });

  it.each(['lat=100&lon=5', 'lat=52&lon=200', 'lat=abc&lon=5', 'lon=5', ''])('refuses %j with a 400', async (q) => {
    expect((await geocode(q)).statusCode).toBe(400);
  });

  it("stores only the town's coordinates, and only for a member who turned geolocation on", async () => {
    await t.database.db.update(users).set({ geolocationEnabled: false }).where(eq(users.id, demo.id));
    const before = await position(demo.id);
    await geocode('lat=52.3810&lon=4.6370', demo.cookie);
    expect(await position(demo.id)).toMatchObject({ latitude: before.latitude, longitude: before.longitude });

    await t.database.db.update(users).set({ geolocationEnabled: true }).where(eq(users.id, demo.id));
    await geocode('lat=52.3810&lon=4.6370', demo.cookie);
    const stored = await position(demo.id);
    expect([stored.latitude, stored.longitude]).toEqual([52.38084, 4.63683]); // Haarlem itself, not the device
  });

  it('gives an attacker who moves around a victim nothing to trilaterate: no coordinates, one coarse answer', async () => {
    const [victim] = await t.database.db.select().from(profiles).where(ne(profiles.userId, demo.id)).limit(1);
    await t.database.db
      .update(profiles)
      .set({ latitude: 52.3702, longitude: 4.8952 })
      .where(eq(profiles.userId, victim!.userId));
    await t.database.db.update(users).set({ geolocationEnabled: true }).where(eq(users.id, demo.id));
    const seen: string[] = [];
    for (const [lat, lon] of [
      [52.38, 4.88],
      [52.36, 4.92],
      [52.35, 4.87],
    ]) {
      await geocode(`lat=${lat}&lon=${lon}`, demo.cookie);
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/member.php?id=${victim!.userId}`,
        headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
      });
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/members.php',
        headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
      });
      const card = search.json().profiles.find((p: { id: string }) => p.id === victim!.userId);
      const answer = JSON.stringify({ profile: profile.json(), card });
      expect(answer).not.toMatch(/latitude|longitude|52\.37|4\.89/);
      expect(DISTANCE_BANDS).toContain(profile.json().distance); // a band from town centres (decision 033), never a figure
      seen.push(answer);
    }
    expect(new Set(seen).size).toBe(1); // what the victim shows does not change with where the attacker stands
  });
});
