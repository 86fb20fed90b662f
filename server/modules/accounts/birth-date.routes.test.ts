import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AGE } from '../../../shared/constants.ts';
import { profiles } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
});
afterAll(() => t.close());

const ip = addresses(97);
let n = 0;
const signup = (dateOfBirth: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT_HEADERS, ...headers },
    remoteAddress: ip(),
    payload: { email: `born-${++n}@example.com`, name: 'Oma', date_of_birth: dateOfBirth, password: 'a good password' },
  });

/** The date `years` years before today, as a birth date (YYYY-MM-DD). */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('a plausible birth date: nobody older than the oldest age a search asks for', () => {
  it('refuses 1900-01-01 at signup with a translated field message', async () => {
    const nl = await signup('1900-01-01');
    expect(nl.statusCode).toBe(400);
    expect(nl.json().fields).toEqual({ date_of_birth: `Controleer uw geboortedatum (maximaal ${MAX_AGE} jaar).` });
    const en = await signup('1900-01-01', { 'accept-language': 'en' });
    expect(en.json().fields).toEqual({ date_of_birth: `Check your date of birth (at most ${MAX_AGE} years).` });
  });

  it(`accepts a member of ${MAX_AGE}, not one a day into ${MAX_AGE + 1}`, async () => {
    expect((await signup(yearsAgo(MAX_AGE + 1, 1))).statusCode).toBe(200);
    expect((await signup(yearsAgo(MAX_AGE + 1))).json().fields).toHaveProperty('date_of_birth');
  });

  it('keeps the birth date out of the profile page: an update that sends one leaves it as it was', async () => {
    const member = await signupMember(t.app, ip(), 'profile-born@example.com', { date_of_birth: '1985-06-15' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      payload: {
        name: 'Oma',
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
        date_of_birth: '1900-01-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().date_of_birth).toBe('1985-06-15');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(row!.dateOfBirth).toBe('1985-06-15');
  });
});
