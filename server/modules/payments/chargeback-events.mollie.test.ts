import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { setCredits } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { bundlesFor, checkout, expectLedgerInvariant, paymentEventsAbout, webhook } from '../../test/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

const apiKey = 'test_chargeback0events0stand0';
let t: TestApp;
let mollie: MollieStandIn;
let close: () => Promise<void>;
const newIp = addresses(75);

beforeAll(async () => {
  ({ t, mollie, close } = await startMollieTestApp({ apiKey }));
});
afterAll(() => close());

describe('a chargeback Mollie reports', () => {
  it('raises payment.reversed with the credits taken and the debt once, however often the webhook comes', async () => {
    const member = await signupMember(t.app, newIp(), 'chargeback-events@example.com');
    const bundleId = (await bundlesFor(t)).bundles[1]!.id; // 60 credits
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'creditcard' });
    mollie.setStatus(providerId, 'paid');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    await setCredits(t.database.db, member.id, 20); // 40 of the 60 spent: the chargeback leaves a debt
    const heard = paymentEventsAbout(t.app, member.id);

    const { amount } = mollie.payments.get(providerId)!.payment;
    mollie.chargeback(providerId, Math.round(Number(amount.value) * 100));
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    const reversed = [
      { type: 'credits.changed', memberId: member.id, balance: 0 },
      { type: 'payment.reversed', memberId: member.id, paymentId, creditsTaken: 20, debt: 40 },
    ];
    expect(heard).toEqual(reversed);

    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect(heard).toEqual(reversed);
    const chargebacks = await t.database.db
      .select({ delta: creditLedger.delta, debt: creditLedger.debt })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'chargeback'), eq(creditLedger.reference, paymentId)));
    expect(chargebacks).toEqual([{ delta: -20, debt: 40 }]);
    await expectLedgerInvariant(t);
  });
});
