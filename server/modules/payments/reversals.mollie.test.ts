import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { setCredits, type ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { bundlesFor, checkout, expectLedgerInvariant, memberFacts, webhook } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

const apiKey = 'test_reversals0stand0in0key00';
let t: TestApp;
let staffHeaders: Record<string, string>;
let mollie: MollieStandIn;
let close: () => Promise<void>;
const newIp = addresses(69);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `molliereversal${++seq}@example.com`);
let bundleId: string;

beforeAll(async () => {
  ({ t, mollie, close } = await startMollieTestApp({ apiKey }));
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[1]!.id; // 60 credits
});
afterAll(() => close());

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));

/** A purchase of 60 credits that Mollie says is paid, booked by its webhook. */
async function purchase(member: ChatMember) {
  const started = await checkout(t, member, { bundle_id: bundleId, method: 'creditcard' });
  mollie.setStatus(started.providerId, 'paid');
  expect((await webhook(t, started.providerId)).statusCode).toBe(200);
  const amountCents = Math.round(Number(mollie.payments.get(started.providerId)!.payment.amount.value) * 100);
  return { ...started, amountCents };
}

const entries = (paymentId: string, reason: 'refund' | 'chargeback') =>
  t.database.db
    .select({ delta: creditLedger.delta, debt: creditLedger.debt })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, paymentId)));

describe('reversals reported by Mollie', () => {
  it('takes the credits and premium back once for a chargeback (amountChargedBack), webhooks replayed', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    mollie.chargeback(bought.providerId, bought.amountCents);
    expect(mollie.payments.get(bought.providerId)!.payment.status).toBe('paid');
    const answers = await times(10, () => webhook(t, bought.providerId));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) await webhook(t, bought.providerId);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits, paidUser: false });
    expect(await entries(bought.paymentId, 'chargeback')).toEqual([{ delta: -60, debt: 0 }]);
    await expectLedgerInvariant(t);
  });

  it('takes back a dashboard refund (amountRefunded) in proportion, and a later chargeback of the rest', async () => {
    const member = await newMember();
    const bought = await purchase(member);
    await setCredits(t.database.db, member.id, 10);
    const quarter = Math.floor(bought.amountCents / 4);
    mollie.refundAtMollie(bought.providerId, quarter);
    await times(10, () => webhook(t, bought.providerId));
    const first = Math.round((60 * quarter) / bought.amountCents);
    expect(await entries(bought.paymentId, 'refund')).toEqual([{ delta: -Math.min(10, first), debt: first - 10 }]);
    expect(await memberFacts(t, member.id)).toEqual({ credits: 0, paidUser: true });
    mollie.chargeback(bought.providerId, bought.amountCents - quarter);
    await times(10, () => webhook(t, bought.providerId));
    expect(await entries(bought.paymentId, 'chargeback')).toEqual([{ delta: 0, debt: 60 - first }]);
    expect(await memberFacts(t, member.id)).toEqual({ credits: 0, paidUser: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/transactions.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    });
    expect(res.json()).toMatchObject({ credit_debt: 50 });
    await expectLedgerInvariant(t);
  });

  it('books a staff refund once: Mollie’s amountRefunded on the webhooks after it takes nothing more', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/refund.php',
      headers: staffHeaders,
      payload: { payment_id: bought.paymentId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits_taken: 60, credits_debt: 0 });
    expect(mollie.payments.get(bought.providerId)!.payment.amountRefunded?.value).toBe(
      (bought.amountCents / 100).toFixed(2),
    );
    await times(10, () => webhook(t, bought.providerId));
    expect(await entries(bought.paymentId, 'refund')).toEqual([{ delta: -60, debt: 0 }]);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits, paidUser: false });
    await expectLedgerInvariant(t);
  });
});
