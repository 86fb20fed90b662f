import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../shared/constants.ts';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/**
 * Schema failures answer every field in the request's language (locale cookie, then Accept-Language), from the
 * catalogue keys zod is configured with (shared/contracts/messages.ts), never zod's own English.
 */
const newIp = addresses(46);
const ZOD_ENGLISH = /invalid|expected|too big|too small|received/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languages = {
  nl: { 'accept-language': 'nl-NL,nl;q=0.9' },
  en: { cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'nl' },
};

async function fieldsOf(
  language: keyof typeof languages,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...CLIENT_HEADERS, ...languages[language] },
    remoteAddress: newIp(),
  });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('validation_failed');
  return body.fields as Record<string, string>;
}

const signup = { email: 'errors@example.com', date_of_birth: '1990-01-01', password: 'a long password' };

describe.each([
  ['nl', { id: 'Dit is geen geldige ID.', max: 'Dit mag hoogstens 99 zijn.', required: 'Dit veld is verplicht.' }],
  ['en', { id: 'This is not a valid ID.', max: 'This must be at most 99.', required: 'This field is required.' }],
] as const)('validation messages in %s', (language, expected) => {
  it('says an id is not one', async () => {
    const fields = await fieldsOf(language, 'GET', '/api/member.php?id=not-a-uuid');
    expect(fields).toEqual({ id: expected.id });
  });

  it('names the largest number allowed', async () => {
    const fields = await fieldsOf(language, 'GET', '/api/members.php?min_age=120');
    expect(fields).toEqual({ min_age: expected.max });
  });

  it('says a missing field is required', async () => {
    const fields = await fieldsOf(language, 'POST', '/api/signup.php', signup);
    expect(fields).toEqual({ name: expected.required });
  });

  it('names the longest text allowed, and a password too long', async () => {
    const fields = await fieldsOf(language, 'POST', '/api/signup.php', {
      ...signup,
      name: 'Sam',
      signup_message: 'a'.repeat(2001),
      password: 'p'.repeat(201),
    });
    const long = { nl: 'Gebruik hoogstens {max} tekens.', en: 'Use at most {max} characters.' }[language];
    expect(fields).toEqual({
      signup_message: long.replace('{max}', '2000'),
      password: long.replace('{max}', '200'),
    });
  });
});

describe('every field message', () => {
  it('is translated, never zod English, whatever the input', async () => {
    const fields = await fieldsOf('nl', 'PUT', '/api/profile.php', {
      name: 'x',
      gender: 'other',
      country: 'Netherlands',
      region: 5,
      about: 'a'.repeat(2001),
      interests: ['nope'],
      notes: { looking_for: 'b'.repeat(501) },
    });
    expect(fields).toMatchObject({
      name: 'Vul een naam in van 2 tot 40 tekens.',
      gender: 'Kies een van de mogelijkheden.',
      country: 'Kies een land uit de lijst.',
      region: 'Deze waarde is ongeldig.',
      about: 'Gebruik hoogstens 2000 tekens.',
      'notes.looking_for': 'Gebruik hoogstens 500 tekens.',
      signup_message: 'Dit veld is verplicht.',
    });
    for (const message of Object.values(fields)) expect(message).not.toMatch(ZOD_ENGLISH);
  });

  it('fills in the minimum age and password length', async () => {
    const fields = await fieldsOf('en', 'POST', '/api/signup.php', {
      ...signup,
      name: 'Sam',
      date_of_birth: '',
      password: 'short',
    });
    expect(fields).toEqual({
      date_of_birth: 'Enter your date of birth (18+ years)',
      password: 'Choose a password of at least 8 characters.',
    });
  });
});
