import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, testProviderPayments } from '../../db/schema/index.ts';
import { setCredits, type ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  expectLedgerInvariant,
  memberFacts,
  paymentEventsAbout,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(65);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `refund${++seq}@example.com`);
let bundleId: string;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[1]!.id; // 60 credits
});
afterAll(() => t.close());

const refund = (paymentId: string, headers: Record<string, string> = staffHeaders, confirm?: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/refund.php',
    headers,
    payload: { payment_id: paymentId, confirm },
  });

async function paidPayment(member: ChatMember, status = 'completed') {
  const { paymentId, checkoutUrl, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
  await chooseAtTestCheckout(t, checkoutUrl, status);
  return { paymentId, providerId };
}

describe('refunds (staff API)', () => {
  it('raises payment.completed and the new balance on a purchase, payment.reversed and the balance on a refund, once', async () => {
    const member = await newMember();
    const heard = paymentEventsAbout(t.app, member.id);
    const { paymentId } = await paidPayment(member);
    const bought = (await memberFacts(t, member.id)).credits;
    expect(heard).toEqual([
      { type: 'credits.changed', memberId: member.id, balance: bought },
      { type: 'payment.completed', memberId: member.id, paymentId, credits: 60 },
    ]);
    heard.length = 0;
    await setCredits(t.database.db, member.id, 20);
    expect((await refund(paymentId, staffHeaders, true)).statusCode).toBe(200);
    expect((await refund(paymentId, staffHeaders, true)).statusCode).toBe(409);
    expect(heard).toEqual([
      { type: 'credits.changed', memberId: member.id, balance: 0 },
      { type: 'payment.reversed', memberId: member.id, paymentId, creditsTaken: 20, debt: 40 },
    ]);
  });

  it('takes the purchased credits back through the ledger and refunds the amount at the provider, once', async () => {
    const member = await newMember();
    const { paymentId, providerId } = await paidPayment(member);
    const before = await memberFacts(t, member.id);
    const res = await refund(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: paymentId,
      status: 'completed',
      refunded_credits: 60,
      refunded_cents: 1496,
      credits_taken: 60,
      credits_debt: 0,
    });
    expect(res.json().refunded_at).not.toBeNull();
    // Its only purchase is refunded: premium goes with it.
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits - 60, paidUser: false });
    const [provider] = await t.database.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, providerId));
    expect(provider!.refundedCents).toBe(1496);
    expect((await refund(paymentId)).statusCode).toBe(409);
    await expectLedgerInvariant(t);
  });

  it('takes back only what is left when the member spent part of the credits', async () => {
    const member = await newMember();
    const { paymentId } = await paidPayment(member);
    await setCredits(t.database.db, member.id, 10);
    const refused = await refund(paymentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'refund_needs_confirmation' });
    expect((await memberFacts(t, member.id)).credits).toBe(10);
    const res = await refund(paymentId, staffHeaders, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded_credits: 10, credits_taken: 10, credits_debt: 50, debt_credits: 50 });
    expect((await memberFacts(t, member.id)).credits).toBe(0);
    await expectLedgerInvariant(t);
  });

  it('refunds once when staff click twenty times at once', async () => {
    const member = await newMember();
    const { paymentId } = await paidPayment(member);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paymentId)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const entries = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'refund'), eq(creditLedger.reference, paymentId)));
    expect(entries).toHaveLength(1);
    await expectLedgerInvariant(t);
  });

  it('refuses a payment past the refund days, one not completed, an unknown one and a wrong token', async () => {
    const member = await newMember();
    const { paymentId: old } = await paidPayment(member);
    const { paymentId: failed } = await paidPayment(member, 'failed');
    t.advance(15 * DAY_MS);
    try {
      // A console session of that later day: the one of the test's start has ended by then.
      expect((await refund(old, (await staffSession(t)).headers)).statusCode).toBe(409);
    } finally {
      t.advance(-15 * DAY_MS);
    }
    expect((await refund(failed)).statusCode).toBe(409);
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refund(old, CLIENT_HEADERS)).statusCode).toBe(401);
    expect((await refund(old, (await staffSession(t, 'moderator')).headers)).statusCode).toBe(403);
    expect((await refund(old)).statusCode).toBe(200);
  });
});
