import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testProviderPayments } from '../db/schema/index.ts';
import { listSinkMails } from '../lib/mailer.ts';
import { addresses } from '../test/http.ts';
import { signupMember } from '../test/login.ts';
import { bundlesFor, startPayment } from '../test/payments.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';
import { judgeSafety } from './safety.ts';

/**
 * The app as main.ts builds it from an environment that sets nothing (NODE_ENV unset, no TEST_PAYMENTS, no SMTP_URL):
 * the attacks of issue 34 on a deployment that forgot NODE_ENV=production. /dev/mail answers only this machine, and
 * nobody can pay through the test provider.
 */
const newIp = addresses(183);
/** A test app with the settings main.ts derives from these variables. */
async function appFor(variables: Record<string, string>): Promise<TestApp> {
  const env = loadEnv(variables);
  const safety = judgeSafety(env);
  return createTestApp(
    { NODE_ENV: env.NODE_ENV, TRUST_PROXY: env.TRUST_PROXY },
    { memberCount: 2, devMail: safety.devMail, payments: { testPayments: safety.testPayments } },
  );
}

let t: TestApp;
let mailId: string;
beforeAll(async () => {
  t = await appFor({});
  await signupMember(t.app, newIp(), 'victim@example.com');
  const mailDir = join(t.filesDir, 'mail');
  mailId = await vi.waitFor(
    async () => {
      const mail = (await listSinkMails(mailDir)).find((m) => m.to.includes('victim@example.com'));
      if (!mail) throw new Error('no mail to the victim yet');
      return mail.id;
    },
    { timeout: 20_000, interval: 50 },
  );
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: { host: 'localhost:3000', ...headers } });

const expectNotFound = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
};

describe('/dev/mail with NODE_ENV unset', () => {
  it('lists and shows the mails to a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const list = await get('/dev/mail', address);
      expect(list.statusCode, address).toBe(200);
      expect(list.body).toContain('victim@example.com');
      expect((await get(`/dev/mail/${mailId}`, address)).statusCode, address).toBe(200);
    }
  });

  it('lists the text messages of development (the direct-debit codes) beside the mails, to this machine only', async () => {
    await t.sms.send('+31612345678', 'Je code is 482913');
    const list = await get('/dev/mail', '127.0.0.1');
    expect(list.body).toContain('victim@example.com');
    expect(list.body).toMatch(/<td>\+31612345678<\/td><td>Je code is 482913<\/td>/);
    const remote = await get('/dev/mail', '203.0.113.5');
    expectNotFound(remote);
    expect(remote.body).not.toContain('482913');
  });

  it('is a 404 to any other address, the list and each mail', async () => {
    for (const address of ['203.0.113.5', '10.0.0.1', '::ffff:203.0.113.5', '2001:db8::1']) {
      expectNotFound(await get('/dev/mail', address));
      expectNotFound(await get(`/dev/mail/${mailId}`, address));
    }
    const parallel = await Promise.all(Array.from({ length: 10 }, () => get(`/dev/mail/${mailId}`, '203.0.113.5')));
    for (const res of parallel) expectNotFound(res);
  });

  it('is a 404 through a proxy on this machine, whatever the request claims', async () => {
    const claims: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost' },
      { via: '1.1 nginx' },
    ];
    for (const headers of claims) {
      expectNotFound(await get('/dev/mail', '127.0.0.1', headers));
      expectNotFound(await get(`/dev/mail/${mailId}`, '127.0.0.1', headers));
    }
    // A Host header naming this machine does not make a remote client local.
    expectNotFound(await get('/dev/mail', '203.0.113.5', { host: '127.0.0.1:3000' }));
  });

  it('is a 404 even from loopback when a proxy is declared (TRUST_PROXY)', async () => {
    const proxied = await appFor({ TRUST_PROXY: '1' });
    try {
      expectNotFound(await proxied.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' }));
    } finally {
      await proxied.close();
    }
  });
});

describe('payments with NODE_ENV unset and no TEST_PAYMENTS', () => {
  it('refuses a checkout: payments are unavailable, nothing is booked at the test provider', async () => {
    const member = await signupMember(t.app, newIp(), 'buyer@example.com');
    const bundleId = (await bundlesFor(t)).bundles[0]!.id;
    const answers = await Promise.all(
      ['ideal', 'creditcard', 'ideal'].map((method) => startPayment(t, member, { bundle_id: bundleId, method })),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'payment_unavailable' });
    }
    expect(await t.database.db.select().from(testProviderPayments)).toEqual([]);
  });

  it('serves no test checkout page, not even for a test payment left from before', async () => {
    const id = 'tp_leftoverleftoverleftover';
    await t.database.db.insert(testProviderPayments).values({
      id,
      amountCents: 995,
      currency: 'EUR',
      method: 'ideal',
      description: '25 credits',
      redirectUrl: 'http://localhost:3000/credits',
      webhookUrl: 'http://localhost:3000/api/payment-webhook.php',
      reference: 'leftover',
      locale: 'nl',
    });
    expectNotFound(await get(`/api/test-checkout/${id}`, '127.0.0.1'));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/test-checkout/${id}`,
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=completed',
    });
    expectNotFound(paid);
    const [row] = await t.database.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
    expect(row!.status).toBe('pending');
  });
});
