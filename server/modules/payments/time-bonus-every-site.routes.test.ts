import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_BONUS_CODE } from '../../../shared/constants.ts';
import { discountCodeUses, discountCodes, payments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  expectLedgerInvariant,
  memberFacts,
  startPayment,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/*
 * The time bonus on a site made without the seed's codes (as by SQL or a migration): no TIMEBONUS25 row. A new member
 * still gets 25% off for 4 hours, once, and the welcome code after it (SPEC §4, §9). On PostgreSQL the parallel
 * checkouts race for the code's row as well as its use.
 */

let t: TestApp;
let siteId: string;
const newIp = addresses(77);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `bonus-everywhere${++seq}@example.com`);
let small: string;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  small = (await bundlesFor(t)).bundles[0]!.id;
  siteId = t.app.services.sites.resolve('localhost').site.id;
  await t.database.db
    .delete(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, TIME_BONUS_CODE)));
});
afterAll(() => t.close());

const timeBonusRows = () =>
  t.database.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, TIME_BONUS_CODE)));

/** A completed purchase of the small bundle without a typed code. */
async function buy(member: ChatMember) {
  const { paymentId, checkoutUrl } = await checkout(t, member, { bundle_id: small, method: 'ideal' });
  expect((await chooseAtTestCheckout(t, checkoutUrl, 'completed')).statusCode).toBe(303);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

describe('the time bonus on a site without its code row', () => {
  it('is used once by 20 checkouts at once, all then paid: one discounted purchase', async () => {
    expect(await timeBonusRows()).toHaveLength(0);
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startPayment(t, member, { bundle_id: small, method: 'ideal' })),
    );
    expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    const urls = answers.filter((a) => a.statusCode === 200).map((a) => a.json().checkout_url as string);
    expect(await timeBonusRows()).toHaveLength(1); // made once, whoever came first
    for (const url of urls) await chooseAtTestCheckout(t, url, 'completed');
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    const completed = rows.filter((row) => row.status === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ amount: '7.46', discountPercentage: 25 });
    const uses = await t.database.db.select().from(discountCodeUses).where(eq(discountCodeUses.userId, member.id));
    expect(uses).toEqual([expect.objectContaining({ paymentId: completed[0]!.id })]);
    await expectLedgerInvariant(t);
  });

  it('gives each new member 25% off within 4 hours, once', async () => {
    const member = await newMember();
    expect((await bundlesFor(t, member)).discount).toMatchObject({
      code: TIME_BONUS_CODE,
      percentage: 25,
      source: 'time_bonus',
    });
    const [row] = await timeBonusRows();
    expect(await buy(member)).toMatchObject({ amount: '7.46', discountPercentage: 25, discountCodeId: row!.id });
    expect((await memberFacts(t, member.id)).paidUser).toBe(true);
    expect((await bundlesFor(t, member)).discount).toBeNull();
    expect((await buy(member)).discountPercentage).toBe(0);
  });

  it('is followed by the member’s welcome code after 4 hours', async () => {
    const member = await newMember();
    t.advance(4 * HOUR_MS + 1000);
    try {
      const { discount } = await bundlesFor(t, member);
      expect(discount).toMatchObject({ code: expect.stringMatching(/^WELCOME-/), percentage: 25, source: 'welcome' });
      const payment = await buy(member);
      expect(payment).toMatchObject({ amount: '7.46', discountPercentage: 25 });
      const [code] = await t.database.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.id, payment.discountCodeId!));
      expect(code).toMatchObject({ code: discount!.code, userId: member.id });
    } finally {
      t.advance(-(4 * HOUR_MS + 1000));
    }
  });

  it('is followed by the welcome code at once when the operator turned it off', async () => {
    await t.database.db.update(discountCodes).set({ status: 'inactive' }).where(eq(discountCodes.siteId, siteId));
    const member = await newMember();
    expect((await bundlesFor(t, member)).discount).toMatchObject({ source: 'welcome' });
  });
});
