import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  cookie = (await signupMember(t.app, addresses(98)(), 'city@example.com')).cookie;
});
afterAll(() => t.close());

const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, headers: { ...CLIENT_HEADERS, cookie, ...headers }, payload });
const locationStep = (region: string, city: string, headers?: Record<string, string>) =>
  put('/api/signup-profile.php', { step: 1, country: region.slice(0, 2), region, city }, headers);
const profilePage = (region: string, city: string) =>
  put('/api/profile.php', {
    name: 'Stad',
    gender: null,
    sexuality: null,
    country: region.slice(0, 2),
    region,
    city,
    about: '',
    signup_message: '',
    interests: [],
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
    notes: {},
  });

describe('a city must lie in the chosen region', () => {
  it('refuses a city of another region, at the location step and on the profile page', async () => {
    const step = await locationStep('NL-ZH', 'Amsterdam');
    expect(step.statusCode).toBe(400);
    expect(step.json().fields).toEqual({ city: 'Deze woonplaats ligt niet in de gekozen regio.' });
    const page = await profilePage('BE-VLG', 'Namur');
    expect(page.statusCode).toBe(400);
    expect(page.json().fields).toEqual({ city: 'Deze woonplaats ligt niet in de gekozen regio.' });
    const de = await locationStep('DE-BY', 'Köln', { 'accept-language': 'de' });
    expect(de.json().fields).toEqual({ city: 'Dieser Wohnort liegt nicht in der gewählten Region.' });
  });

  it('accepts a city of the region, however its case and accents are typed', async () => {
    for (const [region, city] of [
      ['NL-NH', 'Amsterdam'],
      ['BE-WAL', 'Liège'],
      ['BE-WAL', 'LIEGE'],
      ['DE-NW', 'koln'],
      ['NL-NB', "'s-hertogenbosch"],
    ]) {
      expect((await locationStep(region!, city!)).statusCode, `${city} in ${region}`).toBe(200);
    }
    expect((await profilePage('NL-UT', 'utrecht')).statusCode).toBe(200);
  });

  it('accepts a name the data does not know, and a city without a region', async () => {
    // The data lists "The Hague" and "Munich" only, and none of Brussels' communes.
    for (const [region, city] of [
      ['NL-ZH', 'Den Haag'],
      ['DE-BY', 'München'],
      ['BE-BRU', 'Elsene'],
    ]) {
      expect((await locationStep(region!, city!)).statusCode, `${city} in ${region}`).toBe(200);
    }
    expect((await put('/api/signup-profile.php', { step: 1, country: 'NL', city: 'Amsterdam' })).statusCode).toBe(200);
  });
});
