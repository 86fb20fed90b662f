import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(31);
let member: { cookie: string; id: string };
const BORN = '1990-06-15';
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  member = await signupMember(t.app, newIp(), 'looking@example.com', { name: 'Lotte', date_of_birth: BORN });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, payload?: object, cookie = member.cookie) =>
  t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie }, ...(payload ? { payload } : {}) });
const lookingFor = async (cookie = member.cookie) =>
  (await api('GET', '/api/user.php', undefined, cookie)).json().profile.looking_for;
const personal = { step: 2, gender: 'female', sexuality: 'hetero' };
const profileBody = {
  name: 'Lotte',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: null,
  city: null,
  about: '',
  signup_message: '',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  notes: {},
};

describe('looking for (issue 39): who a member looks for', () => {
  it('starts from the member: both genders before a gender is given, an age band of own age -5/+10', async () => {
    const age = ageOn(BORN, new Date());
    expect(await lookingFor()).toEqual({
      seeking_genders: ['male', 'female'],
      seeking_min_age: age - 5,
      seeking_max_age: age + 10,
    });
  });

  it('is asked in the personal step: refused without genders, with an empty list or a reversed band', async () => {
    expect((await api('PUT', '/api/signup-profile.php', personal)).statusCode).toBe(400);
    const band = { seeking_min_age: 30, seeking_max_age: 40 };
    const none = await api('PUT', '/api/signup-profile.php', { ...personal, ...band, seeking_genders: [] });
    expect(none.json().fields).toEqual({ seeking_genders: 'Kies wie je zoekt.' });
    const reversed = { ...personal, seeking_genders: ['male'], seeking_min_age: 41, seeking_max_age: 40 };
    expect((await api('PUT', '/api/signup-profile.php', reversed)).json().fields).toEqual({
      seeking_max_age: 'De maximale leeftijd mag niet lager zijn dan de minimale.',
    });
    const outside = { ...personal, seeking_genders: ['male'], seeking_min_age: 17, seeking_max_age: 40 };
    expect((await api('PUT', '/api/signup-profile.php', outside)).statusCode).toBe(400);
  });

  it('is saved by the personal step and carried in the user answer at once', async () => {
    const chosen = { seeking_genders: ['male', 'male'], seeking_min_age: 30, seeking_max_age: 40 };
    expect((await api('PUT', '/api/signup-profile.php', { ...personal, ...chosen })).statusCode).toBe(200);
    expect(await lookingFor()).toEqual({ seeking_genders: ['male'], seeking_min_age: 30, seeking_max_age: 40 });
    expect((await api('GET', '/api/profile.php')).json()).toMatchObject({
      seeking_genders: ['male'],
      seeking_min_age: 30,
      seeking_max_age: 40,
    });
  });

  it('is edited in the profile, kept when the profile is saved without it, and never another member’s', async () => {
    const other = await signupMember(t.app, newIp(), 'other-looking@example.com', { date_of_birth: '1970-01-01' });
    const widened = { ...profileBody, seeking_genders: ['female', 'male'], seeking_min_age: 25, seeking_max_age: 50 };
    expect((await api('PUT', '/api/profile.php', widened)).json()).toMatchObject({
      seeking_genders: ['female', 'male'],
      seeking_min_age: 25,
      seeking_max_age: 50,
    });
    expect(await lookingFor()).toEqual({
      seeking_genders: ['female', 'male'],
      seeking_min_age: 25,
      seeking_max_age: 50,
    });
    expect((await api('PUT', '/api/profile.php', profileBody)).statusCode).toBe(200);
    expect((await lookingFor()).seeking_min_age).toBe(25);
    const reversed = await api('PUT', '/api/profile.php', { ...widened, seeking_min_age: 60 });
    expect(reversed.json().fields).toEqual({
      seeking_max_age: 'De maximale leeftijd mag niet lager zijn dan de minimale.',
    });
    expect((await lookingFor()).seeking_min_age).toBe(25);
    // The other member's own default (born 1970, no gender): untouched by Lotte's changes.
    expect(await lookingFor(other.cookie)).toMatchObject({ seeking_genders: ['male', 'female'] });
  });
});
