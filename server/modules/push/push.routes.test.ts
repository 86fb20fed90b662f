import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo, signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(8);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 3 });
});
afterAll(() => t.close());

const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc:123') => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const save = (body: unknown, cookie?: string, headers: Record<string, string> = CLIENT_HEADERS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: body as object,
    remoteAddress: newIp(),
  });

describe('POST /api/user.php?push=1', () => {
  it("saves the browser's subscription for the member; the same browser later belongs to whoever logs in", async () => {
    const demo = await loginDemo(t.app, newIp());
    const res = await save(subscription(), demo.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(pushSubscriptions);
    expect(row).toMatchObject({ userId: demo.id, keys: subscription().keys });

    const signup = await signupMember(t.app, newIp(), 'push@example.com', { name: 'Puck' });
    const keys = { p256dh: 'new-key', auth: 'new-auth' };
    expect((await save({ ...subscription(), keys }, signup.cookie)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: signup.id, keys });
  });

  it.each([
    'https://127.0.0.1/push',
    'https://internal.example.com/hook',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://169.254.169.254/latest/meta-data',
  ])('refuses the endpoint %s, which is no browser push service (SSRF)', async (endpoint) => {
    const demo = await loginDemo(t.app, newIp());
    const res = await save(subscription(endpoint), demo.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.endpoint).toBe('Dit is geen adres van een pushdienst.');
  });

  it('refuses a plain-http endpoint and a subscription without keys', async () => {
    const demo = await loginDemo(t.app, newIp());
    expect((await save(subscription('http://fcm.googleapis.com/fcm/send/x'), demo.cookie)).statusCode).toBe(400);
    const noKeys = await save({ endpoint: subscription().endpoint }, demo.cookie);
    expect(noKeys.statusCode).toBe(400);
    expect(Object.keys(noKeys.json().fields)).toEqual(['keys']);
  });

  it('needs a session and the client header', async () => {
    expect((await save(subscription())).json().code).toBe('authentication_required');
    const demo = await loginDemo(t.app, newIp());
    const res = await save(subscription(), demo.cookie, { host: 'localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('client_header_required');
  });

  it('leaves the login on the same URL as it was: bad input is a field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: CLIENT_HEADERS,
      payload: { email: '', password: 'x' },
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['email']);
  });
});
