import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLedger,
  discountCodeUses,
  discountCodes,
  payments,
  testProviderPayments,
} from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  chooseAtTestCheckout,
  expectLedgerInvariant,
  memberFacts,
  startPayment,
  webhook,
} from '../../test/payments.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/*
 * A limited code yields one discounted purchase through the test provider: a checkout leaves the earlier ones open; the
 * first one paid takes the code, the others are cancelled at the provider then (whose checkout page pays nothing).
 */

let t: TestApp;
const newIp = addresses(71);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `once${++seq}@example.com`);
let popular: string;
let popularCredits: number;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  const { bundles } = await bundlesFor(t);
  popular = bundles[1]!.id;
  popularCredits = bundles[1]!.credits;
  const siteId = t.app.services.sites.resolve('localhost').site.id;
  await t.database.db.insert(discountCodes).values([
    { siteId, code: 'EACHONCE', valuePercentage: 20, validity: 'once_per_user' },
    { siteId, code: 'FIRSTONLY', valuePercentage: 40, validity: 'once' },
  ]);
});
afterAll(() => t.close());

const RESERVED = {
  code: 'discount_reserved',
  message: 'Deze code wordt op dit moment door iemand anders gebruikt. Probeer het later opnieuw.',
};

/** Starts a checkout; its checkout URL when accepted, null when refused as the code is in another member's checkout. */
async function tryCheckout(member: ChatMember, code?: string): Promise<string | null> {
  const res = await startPayment(t, member, {
    bundle_id: popular,
    method: 'ideal',
    ...(code ? { discount_code: code } : {}),
  });
  if (res.statusCode === 409) {
    const { code, message } = res.json();
    expect({ code, message }).toEqual(RESERVED);
    return null;
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json().checkout_url;
}

const paymentsOf = (members: ChatMember[]) =>
  t.database.db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.userId,
        members.map((m) => m.id),
      ),
    );

/** Every accepted checkout paid at the test provider's page; then exactly one discounted purchase is credited. */
async function payAllAndExpectOne(members: ChatMember[], urls: string[], percentage: number) {
  const before = await Promise.all(members.map((m) => memberFacts(t, m.id)));
  for (const url of urls) expect((await chooseAtTestCheckout(t, url, 'completed')).statusCode).toBe(303);
  const rows = await paymentsOf(members);
  expect(rows).toHaveLength(urls.length); // a refused checkout left no payment
  const completed = rows.filter((row) => row.status === 'completed');
  expect(completed).toHaveLength(1);
  expect(completed[0]!.discountPercentage).toBe(percentage);
  expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(urls.length - 1);
  const purchases = await t.database.db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, 'purchase'),
        inArray(
          creditLedger.reference,
          rows.map((row) => row.id),
        ),
      ),
    );
  expect(purchases).toHaveLength(1);
  const after = await Promise.all(members.map((m) => memberFacts(t, m.id)));
  expect(after.reduce((sum, f) => sum + f.credits, 0)).toBe(
    before.reduce((sum, f) => sum + f.credits, 0) + popularCredits,
  );
  // The other checkouts were cancelled at the provider itself when the first was paid, not only in our books.
  const atProvider = await t.database.db
    .select({ status: testProviderPayments.status })
    .from(testProviderPayments)
    .where(
      inArray(
        testProviderPayments.reference,
        rows.map((row) => row.id),
      ),
    );
  expect(atProvider.filter((p) => p.status === 'completed')).toHaveLength(1);
  expect(atProvider.filter((p) => p.status === 'cancelled')).toHaveLength(urls.length - 1);
  await expectLedgerInvariant(t);
}

describe('a limited code through the test provider', () => {
  for (const code of [undefined, 'EACHONCE']) {
    const name = code ?? 'the time bonus';
    const percentage = code ? 20 : 25;

    it(`credits ${name} once for 20 checkouts one after another, all then paid`, async () => {
      const member = await newMember();
      const urls: string[] = [];
      for (let i = 0; i < 20; i++) urls.push((await tryCheckout(member, code))!);
      expect(urls.every(Boolean)).toBe(true);
      // Each left the ones before open.
      expect((await paymentsOf([member])).map((row) => row.status)).toEqual(urls.map(() => 'pending'));
      await payAllAndExpectOne([member], urls, percentage);
    });

    it(`credits ${name} once for 20 checkouts at once, all then paid`, async () => {
      const member = await newMember();
      const urls = (await Promise.all(Array.from({ length: 20 }, () => tryCheckout(member, code)))).filter(
        (url): url is string => url !== null,
      );
      expect(urls).toHaveLength(20);
      const holders = await t.database.db.select().from(discountCodeUses).where(eq(discountCodeUses.userId, member.id));
      expect(holders).toHaveLength(1);
      const pending = (await paymentsOf([member])).filter((row) => row.status === 'pending');
      expect(pending).toHaveLength(20);
      expect(pending.map((row) => row.id)).toContain(holders[0]!.paymentId);
      await payAllAndExpectOne([member], urls, percentage);
    });
  }

  it('lets one of two members take a single-use code, however many checkouts they start at once', async () => {
    const members = [await newMember(), await newMember()];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => tryCheckout(members[i % 2]!, 'FIRSTONLY')));
    const urls = answers.filter((url): url is string => url !== null);
    // The other member's checkouts are refused while the first one's are open: those are all one member's.
    const pending = (await paymentsOf(members)).filter((row) => row.status === 'pending');
    expect(pending).toHaveLength(urls.length);
    expect(new Set(pending.map((row) => row.userId)).size).toBe(1);
    await payAllAndExpectOne(members, urls, 40);
    // The code is used: anyone's next checkout with it is told so.
    for (const member of members) {
      const res = await startPayment(t, member, { bundle_id: popular, method: 'ideal', discount_code: 'FIRSTONLY' });
      expect(res.json().code).toBe('discount_used');
    }
  });

  it('refuses another member’s checkout while one holds a single-use code, and cancels nothing of theirs', async () => {
    await t.database.db.insert(discountCodes).values({
      siteId: t.app.services.sites.resolve('localhost').site.id,
      code: 'SECONDCOMER',
      valuePercentage: 30,
      validity: 'once',
    });
    const [first, second] = [await newMember(), await newMember()];
    const url = (await tryCheckout(first, 'SECONDCOMER'))!;
    const refused = await startPayment(t, second, {
      bundle_id: popular,
      method: 'ideal',
      discount_code: 'SECONDCOMER',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(RESERVED);
    await payAllAndExpectOne([first, second], [url], 30);
  });

  it('keeps a pending payment pending through a new checkout; paid later it is credited once, the newer cancelled', async () => {
    const member = await newMember();
    const first = (await tryCheckout(member))!;
    expect((await chooseAtTestCheckout(t, first, 'pending')).statusCode).toBe(303);
    const second = (await tryCheckout(member))!;
    const providerIds = [first, second].map((url) => url.split('/').pop()!);
    const rowOf = async (providerId: string) =>
      (await paymentsOf([member])).find((row) => row.paymentId === providerId)!;
    const atProvider = async (providerId: string) =>
      (
        await t.database.db
          .select({ status: testProviderPayments.status })
          .from(testProviderPayments)
          .where(eq(testProviderPayments.id, providerId))
      )[0]!.status;
    expect((await rowOf(providerIds[0]!)).status).toBe('pending');
    expect(await atProvider(providerIds[0]!)).toBe('pending');
    const before = await memberFacts(t, member.id);

    // The provider completes the first later, and says so again and again, at once.
    expect((await chooseAtTestCheckout(t, first, 'completed')).statusCode).toBe(303);
    const answers = await Promise.all(providerIds.flatMap((id) => [webhook(t, id), webhook(t, id), webhook(t, id)]));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + popularCredits, paidUser: true });
    expect((await rowOf(providerIds[0]!)).status).toBe('completed');
    expect((await rowOf(providerIds[1]!)).status).toBe('cancelled');
    expect(await atProvider(providerIds[1]!)).toBe('cancelled');
    // The newer one's page pays nothing now.
    expect((await chooseAtTestCheckout(t, second, 'completed')).statusCode).toBe(303);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + popularCredits, paidUser: true });
    const rows = await paymentsOf([member]);
    const purchases = await t.database.db
      .select()
      .from(creditLedger)
      .where(
        inArray(
          creditLedger.reference,
          rows.map((row) => row.id),
        ),
      );
    expect(purchases).toHaveLength(1);
    await expectLedgerInvariant(t);
  });

  for (const reversal of ['chargeback', 'refund'] as const) {
    it(`keeps the code used after a ${reversal} of the payment that took it, and an older checkout paid later is refunded`, async () => {
      const member = await newMember();
      const older = (await tryCheckout(member, 'EACHONCE'))!;
      const taking = (await tryCheckout(member, 'EACHONCE'))!;
      expect((await chooseAtTestCheckout(t, taking, 'completed')).statusCode).toBe(303);
      const [taken] = (await paymentsOf([member])).filter((row) => row.status === 'completed');
      if (reversal === 'chargeback') {
        expect((await chooseAtTestCheckout(t, taking, 'chargeback')).statusCode).toBe(303);
      } else {
        const { headers } = await staffSession(t);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/refund.php',
          headers,
          payload: { payment_id: taken!.id, confirm: true },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const afterReversal = await memberFacts(t, member.id);

      // The older checkout, cancelled when the code was taken, is paid anyway: refunded, not credited.
      await chooseAtTestCheckout(t, older, 'completed');
      await webhook(t, older.split('/').pop()!);
      expect(await memberFacts(t, member.id)).toEqual(afterReversal);
      const olderRow = (await paymentsOf([member])).find((row) => row.paymentId === older.split('/').pop());
      expect(olderRow!.status).toBe('cancelled');
      // A new checkout with the code is refused: the code gave its one discounted purchase.
      const res = await startPayment(t, member, { bundle_id: popular, method: 'ideal', discount_code: 'EACHONCE' });
      expect([res.statusCode, res.json().code]).toEqual([409, 'discount_used']);
      const uses = await t.database.db.select().from(discountCodeUses).where(eq(discountCodeUses.userId, member.id));
      expect(uses.map((use) => use.paymentId)).toEqual([taken!.id]);
      await expectLedgerInvariant(t);
    });
  }
});
