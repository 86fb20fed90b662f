import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { loginDemo } from '../test/login.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/**
 * Input that once answered 500: a NUL character (PostgreSQL refuses 0x00) in any text field or query, an empty
 * settings change, a multipart upload that is malformed or ends early. Each is a 4xx with a message now.
 */
const NUL = 'a\u0000b';
const newIp = addresses(45);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await loginDemo(t.app, newIp())).cookie;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie }, payload, remoteAddress: newIp() });

describe('bad input', () => {
  it.each([
    ['POST', '/api/user.php', { email: `demo${NUL}@example.com`, password: NUL }, 'email'],
    [
      'POST',
      '/api/signup.php',
      { email: 'x@example.com', name: NUL, date_of_birth: '1990-01-01', password: NUL + NUL + NUL + NUL },
      'name',
    ],
    ['PUT', '/api/profile.php', { about: `hello ${NUL}` }, 'about'],
    ['POST', '/api/password-reset.php', { email: NUL }, 'email'],
    [
      'POST',
      '/api/complaints.php',
      { member_id: '00000000-0000-4000-8000-000000000000', reason: 'spam', details: NUL },
      'details',
    ],
  ] as const)('refuses a NUL byte in %s %s', async (method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(/./);
  });

  it('refuses a NUL byte in a query', async () => {
    const res = await send('GET', `/api/members.php?countryregion=${encodeURIComponent(NUL)}`);
    expect([res.statusCode, res.json().fields.countryregion]).toEqual([400, 'Bevat tekens die niet zijn toegestaan.']);
    const geo = await send('GET', `/api/geocode.php?lat=${encodeURIComponent(`5${NUL}`)}&lon=4`);
    expect(geo.statusCode).toBe(400);
  });

  it('answers an empty settings change with the settings, unchanged', async () => {
    const before = (await send('GET', '/api/account-settings.php')).json();
    const res = await send('PUT', '/api/account-settings.php', {});
    expect([res.statusCode, res.json()]).toEqual([200, before]);
  });

  it.each([
    ['ends early', '--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxxxx'],
    ['has no parts', 'garbage'],
  ])('refuses a multipart upload that %s', async (_, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT_HEADERS, cookie, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: body,
      remoteAddress: newIp(),
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'De foto is niet volledig aangekomen. Probeer het opnieuw.',
    ]);
  });

  it('refuses a multipart upload without a boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT_HEADERS, cookie, 'content-type': 'multipart/form-data' },
      payload: 'abc',
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(400);
  });
});
