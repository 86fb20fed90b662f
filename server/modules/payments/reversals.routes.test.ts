import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments } from '../../db/schema/index.ts';
import { setCredits, type ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  directDebitForm,
  expectLedgerInvariant,
  memberFacts,
  webhook,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(67);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `reversal${++seq}@example.com`);
let bundleId: string;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[1]!.id; // 60 credits
});
afterAll(() => t.close());

/** A paid purchase of 60 credits through the test provider's page. */
async function purchase(member: ChatMember) {
  const started = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
  expect((await chooseAtTestCheckout(t, started.checkoutUrl, 'completed')).statusCode).toBe(303);
  return { ...started, amountCents: (await paymentRow(started.paymentId)).amount };
}

async function paymentRow(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return { ...row!, amount: Math.round(Number(row!.amount) * 100) };
}

const entries = (paymentId: string, reason: 'refund' | 'chargeback' | 'debt' | 'purchase') =>
  t.database.db
    .select({ delta: creditLedger.delta, debt: creditLedger.debt })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, paymentId)));

const staff = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: staffHeaders,
    payload,
  });

const transactions = async (member: ChatMember) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/transactions.php',
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));

describe('a chargeback at the test provider', () => {
  it('takes the credits and premium back once, whatever is replayed in parallel or after', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 60, paidUser: true });
    const answers = await times(10, () => chooseAtTestCheckout(t, bought.checkoutUrl, 'chargeback'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(303));
    await times(10, () => webhook(t, bought.providerId));
    for (let i = 0; i < 10; i++) expect((await webhook(t, bought.providerId)).statusCode).toBe(200);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits, paidUser: false });
    expect(await entries(bought.paymentId, 'chargeback')).toEqual([{ delta: -60, debt: 0 }]);
    expect(await paymentRow(bought.paymentId)).toMatchObject({
      chargedBackCents: bought.amountCents,
      refundedCents: 0,
      refundedCredits: 60,
      debtCredits: 0,
    });
    const { payments: listed } = await transactions(member);
    expect(listed[0]).toMatchObject({ charged_back_cents: bought.amountCents, refunded_credits: 60, debt_credits: 0 });
    await expectLedgerInvariant(t);
  });

  it('books parallel partial chargebacks in proportion, each cent once', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    // Ten chargebacks of 100 cents, each settled at once as its webhook would be: 1000 cents in all.
    await times(10, () => chooseAtTestCheckout(t, bought.checkoutUrl, 'chargeback', { cents: 100 }));
    await times(10, () => webhook(t, bought.providerId));
    const share = Math.round((60 * 1000) / bought.amountCents);
    const rows = await entries(bought.paymentId, 'chargeback');
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(-share);
    // Premium stays while part of the purchase stands.
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 60 - share, paidUser: true });
    await expectLedgerInvariant(t);
  });
});

describe('a refund at the test provider', () => {
  it('takes half the credits for half the amount, and the rest with premium when the rest is refunded', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    const half = Math.floor(bought.amountCents / 2);
    await chooseAtTestCheckout(t, bought.checkoutUrl, 'refund', { cents: half });
    await times(10, () => webhook(t, bought.providerId));
    const first = Math.round((60 * half) / bought.amountCents);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 60 - first, paidUser: true });
    await times(10, () => chooseAtTestCheckout(t, bought.checkoutUrl, 'refund'));
    await times(10, () => webhook(t, bought.providerId));
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits, paidUser: false });
    const rows = await entries(bought.paymentId, 'refund');
    expect(rows.map((row) => row.delta).sort()).toEqual([-first, -(60 - first)].sort());
    expect((await transactions(member)).payments[0]).toMatchObject({ refunded_cents: bought.amountCents });
    await expectLedgerInvariant(t);
  });

  it('leaves premium to a member with another completed purchase', async () => {
    const member = await newMember();
    await purchase(member);
    const second = await purchase(member);
    await chooseAtTestCheckout(t, second.checkoutUrl, 'refund');
    expect((await memberFacts(t, member.id)).paidUser).toBe(true);
    await expectLedgerInvariant(t);
  });
});

describe('credits already spent', () => {
  it('become debt that the next purchase pays first', async () => {
    const member = await newMember();
    const bought = await purchase(member);
    await setCredits(t.database.db, member.id, 5);
    await times(10, () => chooseAtTestCheckout(t, bought.checkoutUrl, 'chargeback'));
    expect(await memberFacts(t, member.id)).toEqual({ credits: 0, paidUser: false });
    expect(await entries(bought.paymentId, 'chargeback')).toEqual([{ delta: -5, debt: 55 }]);
    const owed = await transactions(member);
    expect(owed.credit_debt).toBe(55);
    expect(owed.payments[0]).toMatchObject({ refunded_credits: 5, debt_credits: 55 });
    expect(owed.entries[0]).toMatchObject({ reason: 'chargeback', delta: -5, debt: 55 });
    await expectLedgerInvariant(t);

    const next = await purchase(member);
    expect(await memberFacts(t, member.id)).toEqual({ credits: 5, paidUser: true });
    expect(await entries(next.paymentId, 'debt')).toEqual([{ delta: -55, debt: -55 }]);
    expect(await entries(next.paymentId, 'purchase')).toEqual([{ delta: 60, debt: 0 }]);
    const paidOff = await transactions(member);
    expect(paidOff.credit_debt).toBe(0);
    // One transaction, one timestamp: the two rows of the purchase come first, in either order.
    expect(
      paidOff.entries
        .slice(0, 2)
        .map((e: { reason: string }) => e.reason)
        .sort(),
    ).toEqual(['debt', 'purchase']);
    await expectLedgerInvariant(t);
  });
});

describe('a staff refund', () => {
  it('is booked once: the webhooks of its own refund take nothing more', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const bought = await purchase(member);
    const res = await staff('/api/admin/refund.php', { payment_id: bought.paymentId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits_taken: 60, credits_debt: 0, refunded_cents: bought.amountCents });
    await times(10, () => webhook(t, bought.providerId));
    await chooseAtTestCheckout(t, bought.checkoutUrl, 'refund');
    expect(await entries(bought.paymentId, 'refund')).toEqual([{ delta: -60, debt: 0 }]);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits, paidUser: false });
    await expectLedgerInvariant(t);
  });

  it('with spent credits is refused without confirmation, and with it leaves the rest as debt', async () => {
    const member = await newMember();
    const bought = await purchase(member);
    await setCredits(t.database.db, member.id, 20);
    const refused = await staff('/api/admin/refund.php', { payment_id: bought.paymentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'refund_needs_confirmation' });
    expect(refused.json().message).toContain('40');
    expect((await paymentRow(bought.paymentId)).refundedAt).toBeNull();
    for (const confirm of [false, 'yes'])
      expect((await staff('/api/admin/refund.php', { payment_id: bought.paymentId, confirm })).statusCode).not.toBe(
        200,
      );
    const answers = await times(5, () =>
      staff('/api/admin/refund.php', { payment_id: bought.paymentId, confirm: true }),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    expect(done).toMatchObject({ credits_taken: 20, credits_debt: 40 });
    expect(await memberFacts(t, member.id)).toEqual({ credits: 0, paidUser: false });
    expect((await transactions(member)).credit_debt).toBe(40);
    await expectLedgerInvariant(t);
  });
});

describe('a chargeback of a direct debit', () => {
  const IBAN = 'NL91 ABNA 0417 1643 00';
  const PHONE = '06-12 34 56 78';
  const form = (changes: object = {}) => directDebitForm(bundleId, { phone: PHONE, ...changes });
  const post = (member: ChatMember, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
      payload,
      remoteAddress: newIp(),
    });

  it('blocks its IBAN and phone from direct debit until staff clear them', async () => {
    const member = await newMember();
    const asked = await post(member, '/api/directdebit-code.php', form());
    expect(asked.statusCode, asked.body).toBe(200);
    const otp = /\b(\d{6})\b/.exec((await t.sms.list()).at(-1)!.text)![1]!;
    const paid = await post(member, '/api/directdebit.php', { request_id: asked.json().request_id, otp });
    expect(paid.statusCode, paid.body).toBe(200);
    const checkoutUrl = paid.json().checkout_url as string;
    await chooseAtTestCheckout(t, checkoutUrl, 'completed', { member });
    expect((await memberFacts(t, member.id)).paidUser).toBe(true);
    await times(10, () => chooseAtTestCheckout(t, checkoutUrl, 'chargeback', { member }));
    expect((await memberFacts(t, member.id)).paidUser).toBe(false);

    const other = await newMember();
    for (const changes of [{}, { phone: '06-28 76 54 32' }, { iban: 'DE89 3704 0044 0532 0130 00' }]) {
      const refused = await post(other, '/api/directdebit-code.php', form(changes));
      expect(refused.statusCode, JSON.stringify(changes)).toBe(403);
      expect(refused.json().code).toBe('direct_debit_blocked');
    }
    const cleared = await staff('/api/admin/directdebit-unblock.php', { kind: 'iban', value: IBAN });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await post(other, '/api/directdebit-code.php', form({ phone: '06-28 76 54 32' }))).statusCode).toBe(200);
    expect((await post(other, '/api/directdebit-code.php', form())).statusCode).toBe(403);
    expect((await staff('/api/admin/directdebit-unblock.php', { kind: 'phone', value: PHONE })).statusCode).toBe(200);
    expect((await post(other, '/api/directdebit-code.php', form())).statusCode).toBe(200);
    expect((await staff('/api/admin/directdebit-unblock.php', { kind: 'iban', value: 'nonsense' })).statusCode).toBe(
      400,
    );
    await expectLedgerInvariant(t);
  });
});
