import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { bundlesFor, checkout, expectLedgerInvariant, memberFacts, webhook } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

const apiKey = 'test_payments0app0stand0in0key';
let t: TestApp;
let staffHeaders: Record<string, string>;
let mollie: MollieStandIn;
let close: () => Promise<void>;
const newIp = addresses(64);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `mollie${++seq}@example.com`);
let bundleId: string;

beforeAll(async () => {
  ({ t, mollie, close } = await startMollieTestApp({ apiKey }));
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[1]!.id;
});
afterAll(() => close());

const purchases = async (paymentId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'purchase'), eq(creditLedger.reference, paymentId)));

describe('payments through Mollie', () => {
  it('creates the payment at Mollie with the site’s URLs and sends the payer to Mollie’s checkout', async () => {
    const member = await newMember();
    const { paymentId, checkoutUrl, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
    expect(checkoutUrl).toBe(new URL(`/checkout/${providerId}`, mollie.url).href);
    expect(mollie.payments.get(providerId)?.request).toMatchObject({
      amount: { currency: 'EUR', value: '14.96' },
      method: 'ideal',
      redirectUrl: `http://localhost:3000/transactions/${paymentId}`,
      webhookUrl: 'http://localhost:3000/api/payment-webhook.php',
      metadata: { reference: paymentId },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/test-checkout/${providerId}`, headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(404);
  });

  it('credits once for ten concurrent webhooks, only after Mollie says paid', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'creditcard' });
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect(await memberFacts(t, member.id)).toEqual(before); // still open at Mollie

    mollie.setStatus(providerId, 'failed');
    await webhook(t, providerId);
    mollie.setStatus(providerId, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(t, providerId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 60, paidUser: true });
    expect(await purchases(paymentId)).toHaveLength(1);
    await expectLedgerInvariant(t);
  });

  it('answers an id Mollie does not know 200 and books nothing', async () => {
    const requestsBefore = mollie.requests.length;
    for (const id of ['tr_unknown123', 'tr_../../methods', 'nonsense'])
      expect((await webhook(t, id)).statusCode).toBe(200);
    expect(mollie.requests.length).toBe(requestsBefore);
    await expectLedgerInvariant(t);
  });

  it('refunds through Mollie and takes the credits back', async () => {
    const member = await newMember();
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
    mollie.setStatus(providerId, 'paid');
    await webhook(t, providerId);
    const before = await memberFacts(t, member.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/refund.php',
      headers: staffHeaders,
      payload: { payment_id: paymentId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded_credits: 60 });
    expect(mollie.refunds).toEqual([
      expect.objectContaining({
        paymentId: providerId,
        request: expect.objectContaining({ amount: { currency: 'EUR', value: '14.96' } }),
      }),
    ]);
    expect((await memberFacts(t, member.id)).credits).toBe(before.credits - 60);
    await expectLedgerInvariant(t);
  });
});
