import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, payments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { bundlesFor, expectLedgerInvariant, memberFacts, startPayment, webhook } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * A limited code through Mollie: a new checkout leaves the earlier ones open, card and iDEAL alike. The first one paid
 * takes the code's use; the others are cancelled at Mollie as far as it can (an open card payment, not an open iDEAL
 * one). Payments Mollie takes nevertheless (here: a cancelled one set to paid, as when the cancel did not reach the bank
 * in time) are refunded in full.
 */

const apiKey = 'test_discount0once0stand0in0key';
let t: TestApp;
let mollie: MollieStandIn;
let close: () => Promise<void>;
const newIp = addresses(72);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `mollieonce${++seq}@example.com`);
let bundleId: string;
let bundleCredits: number;

beforeAll(async () => {
  ({ t, mollie, close } = await startMollieTestApp({ apiKey, cancelable: ['creditcard'] }));
  const { bundles } = await bundlesFor(t);
  bundleId = bundles[1]!.id;
  bundleCredits = bundles[1]!.credits;
  const siteId = t.app.services.sites.resolve('localhost').site.id;
  await t.database.db.insert(discountCodes).values([
    { siteId, code: 'MOLLIEONCE', valuePercentage: 20, validity: 'once_per_user' },
    { siteId, code: 'MOLLIEFIRST', valuePercentage: 40, validity: 'once' },
  ]);
});
afterAll(() => close());

/** A checkout's Mollie id, or null when refused because the code is held by another member's open checkout. */
async function tryCheckout(member: ChatMember, method: string, code?: string): Promise<string | null> {
  const res = await startPayment(t, member, { bundle_id: bundleId, method, ...(code ? { discount_code: code } : {}) });
  if (res.statusCode === 409) {
    expect(res.json().code).toBe('discount_reserved');
    return null;
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json().checkout_url.split('/').pop();
}

const tryMany = async (parallel: boolean, count: number, start: () => Promise<string | null>) => {
  const answers: (string | null)[] = [];
  if (parallel) answers.push(...(await Promise.all(Array.from({ length: count }, start))));
  else for (let i = 0; i < count; i++) answers.push(await start());
  return answers.filter((id): id is string => id !== null);
};

/**
 * Every accepted checkout paid at Mollie and announced, twice each and all at once: one discounted purchase is
 * credited, every other paid one refunded in full and recorded cancelled with no credits.
 */
async function payAllAndExpectOne(members: ChatMember[], ids: string[], percentage: number) {
  const before = await Promise.all(members.map((m) => memberFacts(t, m.id)));
  const refundsBefore = mollie.refunds.length;
  for (const id of ids) mollie.setStatus(id, 'paid');
  const answers = await Promise.all([...ids, ...ids].map((id) => webhook(t, id)));
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  const rows = await t.database.db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.paymentId,
        ids.map((id) => id),
      ),
    );
  expect(rows).toHaveLength(ids.length);
  const completed = rows.filter((row) => row.status === 'completed');
  expect(completed).toHaveLength(1);
  expect(completed[0]!.discountPercentage).toBe(percentage);
  const refunded = rows.filter((row) => row.status !== 'completed');
  expect(refunded.every((row) => row.status === 'cancelled' && row.refundedAt && row.refundedCredits === 0)).toBe(true);
  const refunds = mollie.refunds.slice(refundsBefore);
  expect(refunds.map((r) => r.paymentId).sort()).toEqual(refunded.map((row) => row.paymentId).sort());
  for (const refund of refunds) {
    const row = rows.find((r) => r.paymentId === refund.paymentId)!;
    expect(refund.request.amount).toEqual({ currency: 'EUR', value: row.amount });
  }
  const after = await Promise.all(members.map((m) => memberFacts(t, m.id)));
  const total = (facts: { credits: number }[]) => facts.reduce((sum, f) => sum + f.credits, 0);
  expect(total(after)).toBe(total(before) + bundleCredits);
  await expectLedgerInvariant(t);
}

describe('a limited code through Mollie', () => {
  for (const parallel of [false, true]) {
    const how = parallel ? 'at once' : 'one after another';

    it(`leaves earlier iDEAL checkouts with the time bonus open, refunding all but one when paid (20 ${how})`, async () => {
      const member = await newMember();
      const ids = await tryMany(parallel, 20, () => tryCheckout(member, 'ideal'));
      expect(ids).toHaveLength(20);
      expect(ids.map((id) => mollie.payments.get(id)!.payment.status)).toEqual(ids.map(() => 'open'));
      await payAllAndExpectOne([member], ids, 25);
    });

    it(`leaves earlier card checkouts open at Mollie, and refunds all but one when paid (20 ${how})`, async () => {
      const member = await newMember();
      const ids = await tryMany(parallel, 20, () => tryCheckout(member, 'creditcard', 'MOLLIEONCE'));
      expect(ids).toHaveLength(20);
      const open = ids.filter((id) => mollie.payments.get(id)!.payment.status === 'open');
      expect(open).toHaveLength(20);
      await payAllAndExpectOne([member], ids, 20);
    });
  }

  it('lets one of two members take a single-use code, paid or not', async () => {
    const members = [await newMember(), await newMember()];
    let turn = 0;
    const ids = await tryMany(true, 20, () => tryCheckout(members[turn++ % 2]!, 'creditcard', 'MOLLIEFIRST'));
    await payAllAndExpectOne(members, ids, 40);
  });

  it('cancels the earlier checkout once the newer one is credited, and refunds it when paid anyway', async () => {
    const member = await newMember();
    const first = (await tryCheckout(member, 'creditcard'))!;
    const second = (await tryCheckout(member, 'creditcard'))!;
    expect(mollie.payments.get(first)!.payment.status).toBe('open');
    await payAllAndExpectOne([member], [second], 25);
    expect(mollie.payments.get(first)!.payment.status).toBe('canceled');
    const before = await memberFacts(t, member.id);
    mollie.setStatus(first, 'paid');
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(t, first)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.paymentId, [first]));
    expect(row).toMatchObject({ status: 'cancelled', refundedCredits: 0 });
    expect(mollie.refunds.filter((r) => r.paymentId === first)).toHaveLength(1);
    expect(await memberFacts(t, member.id)).toEqual(before);
    await expectLedgerInvariant(t);
  });
});
