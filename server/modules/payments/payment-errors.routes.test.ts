import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { bundlesFor, checkout, memberFacts, startPayment, webhook } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * What the payer is told when a payment cannot start: a method not offered is their choice (400); Mollie down or
 * refusing is not their fault, nor a fault of ours (503, 502), and never a 500.
 */

const apiKey = 'test_payment0errors0stand0in0key';
let t: TestApp;
let mollie: MollieStandIn;
let close: () => Promise<void>;
const newIp = addresses(73);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `payerr${++seq}@example.com`);
let bundleId: string;

const UNAVAILABLE = 'De betaaldienst is even niet bereikbaar, probeer het over een paar minuten opnieuw.';

beforeAll(async () => {
  // This Mollie account has no PayPal.
  ({ t, mollie, close } = await startMollieTestApp({
    apiKey,
    methods: ['ideal', 'creditcard', 'bancontact', 'banktransfer'],
    memberCount: 1,
  }));
  bundleId = (await bundlesFor(t)).bundles[1]!.id;
});
afterEach(() => {
  mollie.outage = null;
});
afterAll(() => close());

const rowsOf = (member: ChatMember) => t.database.db.select().from(payments).where(eq(payments.userId, member.id));

const paymentOf = (member: ChatMember, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment.php?id=${id}`,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
  });

const methodsOf = (member: ChatMember) =>
  t.app.inject({
    method: 'GET',
    url: `/api/paymentmethods.php?bundle_id=${bundleId}`,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
  });

describe('payment errors', () => {
  it('answers a method the payment country or Mollie does not offer 400, writing nothing', async () => {
    const member = await newMember();
    for (const method of ['bancontact', 'paypal', 'sdd']) {
      const res = await startPayment(t, member, { bundle_id: bundleId, method });
      expect(res.statusCode, method).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'payment_method_unavailable',
        message: 'Deze betaalmethode is in dit land niet beschikbaar. Kies een andere betaalmethode.',
      });
    }
    expect(await rowsOf(member)).toEqual([]);
    const debit = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit-code.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      payload: {
        bundle_id: bundleId,
        account_holder: 'S. de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Keizersgracht',
        house_number: '12a',
        zip: '1015 CJ',
        city: 'Amsterdam',
        phone: '0612345678',
      },
    });
    expect(debit.statusCode, debit.body).toBe(400);
    expect(debit.json().code).toBe('payment_method_unavailable');
  });

  for (const mode of ['unavailable', 'hangup'] as const) {
    it(`answers 503 with a clear text while Mollie is ${mode === 'hangup' ? 'unreachable' : 'answering 503'}`, async () => {
      const member = await newMember();
      mollie.outage = { mode };
      const res = await startPayment(t, member, { bundle_id: bundleId, method: 'ideal' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'payment_provider_unavailable', message: UNAVAILABLE });
      expect(await rowsOf(member)).toEqual([]);
      const listed = await methodsOf(member);
      expect(listed.statusCode).toBe(503);
      expect(listed.json().code).toBe('payment_provider_unavailable');

      // Only the creation fails: our payment is recorded failed, not missing.
      mollie.outage = { mode, requests: /^POST \/v2\/payments$/ };
      const created = await startPayment(t, member, { bundle_id: bundleId, method: 'ideal' });
      expect(created.statusCode).toBe(503);
      expect((await rowsOf(member)).map((row) => row.status)).toEqual(['failed']);
    });
  }

  it('answers 502 when Mollie refuses the payment, and records it failed', async () => {
    const member = await newMember();
    mollie.outage = { mode: 'refuse', requests: /^POST \/v2\/payments$/ };
    const res = await startPayment(t, member, { bundle_id: bundleId, method: 'creditcard' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'payment_provider_error',
      message:
        'De betaaldienst heeft deze betaling geweigerd. Kies een andere betaalmethode of probeer het later opnieuw.',
    });
    expect((await rowsOf(member)).map((row) => row.status)).toEqual(['failed']);
  });

  it('shows a pending payment as pending while Mollie is down, and books it once Mollie answers again', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
    mollie.setStatus(providerId, 'paid');
    for (const mode of ['unavailable', 'hangup'] as const) {
      mollie.outage = { mode };
      const shown = await paymentOf(member, paymentId);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ id: paymentId, status: 'pending' });
      // The webhook is answered 503, so that Mollie calls it again later.
      expect((await webhook(t, providerId)).statusCode).toBe(503);
    }
    expect(await memberFacts(t, member.id)).toEqual(before);
    mollie.outage = null;
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await paymentOf(member, paymentId)).json()).toMatchObject({ status: 'completed' });
    expect((await memberFacts(t, member.id)).credits).toBeGreaterThan(before.credits);
  });
});
