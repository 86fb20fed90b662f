import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeUses, discountCodes, payments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
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

let t: TestApp;
const newIp = addresses(63);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `saver${++seq}@example.com`);
let small: string;
let popular: string;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  [small, popular] = (await bundlesFor(t)).bundles.map((b) => b.id) as [string, string];
  const siteId = t.app.services.sites.resolve('localhost').site.id;
  const past = new Date(Date.now() - HOUR_MS);
  await t.database.db.insert(discountCodes).values([
    { siteId, code: 'OLD', valuePercentage: 30, expires: past },
    { siteId, code: 'OFF', valuePercentage: 30, status: 'inactive' },
    { siteId, code: 'BELGEN', valuePercentage: 30, country: 'BE' },
    { siteId, code: 'PAYPALONLY', valuePercentage: 30, paymentMethods: ['paypal'] },
    { siteId, code: 'FIRSTCOMER', valuePercentage: 50, validity: 'once' },
    { siteId, code: 'ALWAYS', valuePercentage: 5, validity: 'unlimited' },
  ]);
});
afterAll(() => t.close());

const discountCode = (member: ChatMember, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/discountcode.php?${query}`,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    remoteAddress: newIp(),
  });

/** A completed purchase of `bundle` by `member`, with `code` typed in when given. */
async function buy(member: ChatMember, bundle: string, code?: string, method = 'ideal') {
  const { paymentId, checkoutUrl } = await checkout(t, member, {
    bundle_id: bundle,
    method,
    ...(code ? { discount_code: code } : {}),
  });
  expect((await chooseAtTestCheckout(t, checkoutUrl, 'completed')).statusCode).toBe(303);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

describe('typed discount codes', () => {
  it('says which codes do not exist for the member, in Dutch', async () => {
    const member = await newMember();
    for (const code of ['NOPE', 'OLD', 'OFF', 'nope-2']) {
      const res = await discountCode(member, `code=${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'discount_not_found', message: 'Code niet gevonden' });
    }
    const mangled = await discountCode(member, 'code=%00A');
    expect(mangled.statusCode).toBe(400);
  });

  it('applies a code anyone may use, case-insensitively, and charges its price', async () => {
    const member = await newMember();
    t.advance(5 * HOUR_MS); // past the time bonus
    try {
      expect((await discountCode(member, `code=demo10&bundle_id=${popular}`)).json()).toMatchObject({
        code: 'DEMO10',
        percentage: 10,
        source: 'code',
      });
      const listed = await bundlesFor(t, member, '?discount_code=DEMO10');
      expect(listed.bundles.map((b) => b.price_cents)).toEqual([995, 1796, 3596, 8096]);
      const payment = await buy(member, popular, 'DEMO10');
      expect(payment).toMatchObject({ amount: '17.96', discountPercentage: 10, status: 'completed' });
    } finally {
      t.advance(-5 * HOUR_MS);
    }
  });

  it('refuses an order the code does not cover', async () => {
    const member = await newMember();
    const refused = async (payload: object) => {
      const res = await startPayment(t, member, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('discount_not_applicable');
    };
    await refused({ bundle_id: small, method: 'ideal', discount_code: 'DEMO10' }); // under the minimum order value
    await refused({ bundle_id: small, method: 'ideal', discount_code: 'BELGEN' });
    await refused({ bundle_id: small, method: 'ideal', discount_code: 'PAYPALONLY' });
    expect(
      (await startPayment(t, member, { bundle_id: small, method: 'paypal', discount_code: 'PAYPALONLY' })).statusCode,
    ).toBe(200);
    expect((await discountCode(member, `code=BELGEN&bundle_id=${small}&country=BE`)).statusCode).toBe(200);
  });

  it('says "Code reeds gebruikt" once the member used it, or anyone used a single-use code', async () => {
    const [first, second] = [await newMember(), await newMember()];
    await buy(first, popular, 'DEMO10');
    const again = await startPayment(t, first, { bundle_id: popular, method: 'ideal', discount_code: 'DEMO10' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'discount_used', message: 'Code reeds gebruikt' });
    expect((await discountCode(second, 'code=DEMO10')).statusCode).toBe(200);

    await buy(first, small, 'FIRSTCOMER');
    expect((await discountCode(second, 'code=FIRSTCOMER')).json().code).toBe('discount_used');
    await buy(second, small, 'ALWAYS');
    expect((await buy(second, small, 'ALWAYS')).discountPercentage).toBe(5);
    await expectLedgerInvariant(t);
  });

  it('lets a failed payment give its code back', async () => {
    const member = await newMember();
    const { checkoutUrl } = await checkout(t, member, { bundle_id: popular, method: 'ideal', discount_code: 'DEMO10' });
    await chooseAtTestCheckout(t, checkoutUrl, 'failed');
    expect((await buy(member, popular, 'DEMO10')).discountPercentage).toBe(10);
  });

  it('leaves every one of 20 checkouts with a code started at once open; the code is reserved for one of them', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        startPayment(t, member, { bundle_id: popular, method: 'ideal', discount_code: 'DEMO10' }),
      ),
    );
    // A new checkout never cancels an earlier one: the provider may still complete it.
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows.map((p) => [p.status, p.discountPercentage])).toEqual(rows.map(() => ['pending', 10]));
    expect(rows).toHaveLength(20);
    const uses = await t.database.db.select().from(discountCodeUses).where(eq(discountCodeUses.userId, member.id));
    expect(uses).toHaveLength(1);
    expect(rows.map((p) => p.id)).toContain(uses[0]!.paymentId);
  });
});

describe('the time bonus and the welcome discount', () => {
  it('gives a new member the time bonus for 4 hours, then the welcome code for 7 days', async () => {
    const member = await newMember();
    expect((await bundlesFor(t, member)).discount).toMatchObject({ code: 'TIMEBONUS25', source: 'time_bonus' });
    const welcome = (await discountCode(member, 'welcome=true')).json();
    expect(welcome).toMatchObject({
      code: expect.stringMatching(/^WELCOME-[0-9A-F]{12}$/),
      percentage: 25,
      source: 'welcome',
    });

    t.advance(4 * HOUR_MS + 1000);
    try {
      expect((await bundlesFor(t, member)).discount).toMatchObject({ code: welcome.code, source: 'welcome' });
      expect((await discountCode(member, 'code=TIMEBONUS25')).json().code).toBe('discount_not_found');
      t.advance(7 * 24 * HOUR_MS);
      expect((await bundlesFor(t, member)).discount).toBeNull();
      expect((await discountCode(member, 'welcome=true')).statusCode).toBe(404);
    } finally {
      t.advance(-(7 * 24 * HOUR_MS + 4 * HOUR_MS + 1000));
    }
  });

  it('keeps a member’s welcome code to that member', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const { code } = (await discountCode(owner, 'welcome=true')).json();
    expect((await discountCode(other, `code=${code}`)).json().code).toBe('discount_not_found');
  });

  it('ends both with the first purchase, which is charged with the welcome code once the time bonus is over', async () => {
    const member = await newMember();
    t.advance(5 * HOUR_MS);
    try {
      const payment = await buy(member, small);
      expect(payment).toMatchObject({ amount: '7.46', discountPercentage: 25 });
      expect((await memberFacts(t, member.id)).paidUser).toBe(true);
      expect((await bundlesFor(t, member)).discount).toBeNull();
      expect((await discountCode(member, 'welcome=true')).json().code).toBe('discount_not_found');
      expect((await buy(member, small)).discountPercentage).toBe(0);
    } finally {
      t.advance(-5 * HOUR_MS);
    }
  });
});
