import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie = '';
let userId = '';
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'localhost', 'x-client': 'web' },
    payload: { email: 'steps@example.com', name: 'Stap', date_of_birth: '1980-01-01', password: 'my password' },
  });
  cookie = `auth=${res.cookies.find((c) => c.name === 'auth')!.value}`;
  userId = res.json().id;
});
afterAll(() => t.close());

const step = (payload: object, withCookie = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/signup-profile.php',
    headers: { host: 'localhost', 'x-client': 'web', cookie: withCookie },
    payload,
  });
const profile = async () => (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

describe('PUT /api/signup-profile.php', () => {
  it('saves the location: a served country and one of its regions', async () => {
    expect((await step({ step: 1, country: 'de', region: 'DE-BY', city: 'München' })).json()).toEqual({ ok: true });
    expect(await profile()).toMatchObject({ country: 'DE', region: 'DE-BY', city: 'München' });
    const notServed = await step({ step: 1, country: 'FR' });
    expect(notServed.json().fields).toEqual({ country: 'Kies een land uit de lijst.' });
    const wrongRegion = await step({ step: 1, country: 'NL', region: 'DE-BY' });
    expect(wrongRegion.json().fields).toEqual({ region: 'Kies een regio uit de lijst.' });
  });

  it("keeps the typed town's centre for distances, as people spell it; none for a town the gazetteer lacks", async () => {
    const centre = async () => {
      const { latitude, longitude } = await profile();
      return latitude === null || longitude === null ? null : [latitude, longitude].map((x) => Math.round(x * 10) / 10);
    };
    await step({ step: 1, country: 'NL', region: 'NL-NH', city: 'HAARLEM' });
    expect(await centre()).toEqual([52.4, 4.6]);
    await step({ step: 1, country: 'NL', region: 'NL-GR', city: 'groningen' });
    expect(await centre()).toEqual([53.2, 6.6]);
    // Another town the gazetteer does not know: the old town's position goes with it.
    await step({ step: 1, country: 'NL', region: 'NL-GR', city: 'Nergenshuizen' });
    expect(await centre()).toBeNull();
    await step({ step: 1, country: 'NL', region: 'NL-NH', city: 'Haarlem' });
    await step({ step: 1, country: 'NL', region: 'NL-NH' });
    expect(await centre()).toBeNull();
  });

  it('saves personal info and refuses values outside the lists', async () => {
    const ok = await step({
      step: 2,
      gender: 'female',
      sexuality: 'bi',
      seeking_genders: ['male', 'female'],
      seeking_min_age: 30,
      seeking_max_age: 45,
      hair_colour: 'red',
      body_type: 'slim',
      tattoos: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(await profile()).toMatchObject({
      gender: 'female',
      sexuality: 'bi',
      hairColour: 'red',
      bodyType: 'slim',
      tattoos: true,
      eyeColour: null,
      seekingGenders: ['male', 'female'],
      seekingMinAge: 30,
      seekingMaxAge: 45,
    });
    expect((await step({ step: 2, gender: 'other', sexuality: 'bi' })).statusCode).toBe(400);
  });

  it('saves the about text and known interests, at most 20', async () => {
    expect(
      (await step({ step: 3, about: '  Ik hou van fietsen.  ', interests: ['cycling', 'music', 'cycling'] }))
        .statusCode,
    ).toBe(200);
    expect(await profile()).toMatchObject({ about: 'Ik hou van fietsen.', interests: ['cycling', 'music'] });
    expect((await step({ step: 3, about: '', interests: ['not-an-interest'] })).statusCode).toBe(400);
    expect((await step({ step: 3, about: '', interests: Array(21).fill('music') })).statusCode).toBe(400);
  });

  it('needs a session and a known step', async () => {
    expect((await step({ step: 1, country: 'NL' }, '')).json().code).toBe('authentication_required');
    expect((await step({ step: 9 })).statusCode).toBe(400);
  });
});
