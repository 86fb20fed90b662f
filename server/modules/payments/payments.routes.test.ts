import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../../db/seed/demo-site.ts';
import { creditLedger, payments, testProviderPayments } from '../../db/schema/index.ts';
import { type ChatMember, realMembers, sendMessage } from '../../test/chat.ts';
import { eventsHeard } from '../../test/events.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { activate, signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  expectLedgerInvariant,
  memberFacts,
  startPayment,
  webhook,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(62);
let seq = 0;
/** A new free member, signed up just now (so the time bonus runs). */
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `buyer${++seq}@example.com`);
let bundleIds: string[];
/** Seeded members with visible profiles, to write to. */
let others: ChatMember[];

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 5 });
  bundleIds = (await bundlesFor(t)).bundles.map((b) => b.id);
  others = await realMembers(t, 3);
});
afterAll(() => t.close());

const site = () => t.app.services.sites.resolve('localhost').site;
const testProvider = () => t.app.services.paymentProviders.testFor(site())!;
const purchaseEntries = async (paymentId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'purchase'), eq(creditLedger.reference, paymentId)));
const paymentOf = (member: ChatMember, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payment.php?id=${id}`,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
  });

describe('the price list', () => {
  it('is public, in euros, with the popular and discount ribbons', async () => {
    const { bundles, discount, repeat_order } = await bundlesFor(t);
    expect(bundles.map((b) => [b.credits, b.price_cents, b.original_price_cents, b.popular])).toEqual([
      [25, 995, 995, false],
      [60, 1995, 1995, true],
      [150, 3995, 3995, false],
      [400, 8995, 8995, false],
    ]);
    expect(bundles.map((b) => b.ribbon_percentage)).toEqual([0, 16, 33, 43]);
    expect(discount).toBeNull();
    expect(repeat_order).toBeNull();
  });

  it('shows a new member the time-bonus price', async () => {
    const { bundles, discount } = await bundlesFor(t, await newMember());
    expect(discount).toMatchObject({ code: 'TIMEBONUS25', percentage: 25, source: 'time_bonus' });
    expect(bundles.map((b) => b.price_cents)).toEqual([746, 1496, 2996, 6746]);
  });
});

describe('buying with the test provider', () => {
  it('charges the time-bonus price, credits once, makes the member premium and ends the time bonus', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const { paymentId, checkoutUrl } = await checkout(t, member, { bundle_id: bundleIds[0], method: 'ideal' });
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/test-checkout\/tp_[A-Za-z0-9]{24}$/);

    const page = await t.app.inject({
      method: 'GET',
      url: new URL(checkoutUrl).pathname,
      headers: { host: 'localhost', cookie: member.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/€\s7,46/);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'nonce-[^']+'/);

    const chosen = await chooseAtTestCheckout(t, checkoutUrl, 'completed');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`http://localhost:3000/transactions/${paymentId}`);
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 25, paidUser: true });
    expect((await paymentOf(member, paymentId)).json()).toMatchObject({
      status: 'completed',
      amount_cents: 746,
      discount_percentage: 25,
      credits: 25,
      method: 'ideal',
    });
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    });
    expect(user.json()).toMatchObject({ paid_user: true, time_bonus: null, credits: before.credits + 25 });

    const again = await bundlesFor(t, member);
    expect(again.discount).toBeNull();
    expect(again.repeat_order).toEqual({ bundle_id: bundleIds[0], method: 'ideal' });
    await expectLedgerInvariant(t);
  });

  it('lifts the free limits with the first purchase: a third conversation is allowed', async () => {
    const member = await newMember();
    await activate(t, member); // an unconfirmed member sends nothing
    // A new member waits between first messages (decision 040): the clock moves on before each.
    const write = (to: ChatMember) => {
      t.advance(31_000);
      return sendMessage(t, member, { profile_id: to.id, text: 'Hoi!' });
    };
    expect((await write(others[0]!)).statusCode).toBe(200);
    expect((await write(others[1]!)).statusCode).toBe(200);
    expect((await write(others[2]!)).json().code).toBe('conversation_limit');
    const { checkoutUrl } = await checkout(t, member, { bundle_id: bundleIds[0], method: 'ideal' });
    await chooseAtTestCheckout(t, checkoutUrl, 'completed');
    expect((await write(others[2]!)).statusCode).toBe(200);
  });

  it('credits once for ten concurrent replays of one webhook', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const heard = eventsHeard(t.app, ['payment.started', 'payment.completed']);
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleIds[1], method: 'paypal' });
    await testProvider().choose(providerId, 'completed');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(t, providerId)));
    expect(heard).toEqual(
      (['payment.started', 'payment.completed'] as const).map((type) => ({
        type,
        memberId: member.id,
        paymentId,
        credits: 60,
      })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await memberFacts(t, member.id)).credits).toBe(before.credits + 60);
    expect(await purchaseEntries(paymentId)).toHaveLength(1);
    await expectLedgerInvariant(t);
  });

  it('credits a failed payment that later succeeds once', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const { paymentId, checkoutUrl, providerId } = await checkout(t, member, {
      bundle_id: bundleIds[0],
      method: 'creditcard',
    });
    await chooseAtTestCheckout(t, checkoutUrl, 'failed');
    expect((await paymentOf(member, paymentId)).json().status).toBe('failed');
    expect(await memberFacts(t, member.id)).toEqual(before);

    await testProvider().choose(providerId, 'completed');
    await Promise.all([webhook(t, providerId), webhook(t, providerId), paymentOf(member, paymentId)]);
    expect((await paymentOf(member, paymentId)).json().status).toBe('completed');
    expect((await memberFacts(t, member.id)).credits).toBe(before.credits + 25);
    expect(await purchaseEntries(paymentId)).toHaveLength(1);
    await expectLedgerInvariant(t);
  });

  it('answers forged and unknown webhook ids 200 and changes nothing', async () => {
    const member = await newMember();
    const { paymentId } = await checkout(t, member, { bundle_id: bundleIds[0], method: 'ideal' });
    const before = await memberFacts(t, member.id);
    for (const id of ['tr_WDqYK6vllg', `tp_${'x'.repeat(24)}`, '../../api/user.php', paymentId, '']) {
      expect((await webhook(t, id)).statusCode).toBe(200);
    }
    expect((await webhook(t, 'tp_\u0000')).statusCode).toBe(400);
    expect(await memberFacts(t, member.id)).toEqual(before);
    expect((await paymentOf(member, paymentId)).json().status).toBe('pending');
  });

  it('does not credit a payment the provider reports with another amount', async () => {
    const member = await newMember();
    const before = await memberFacts(t, member.id);
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleIds[0], method: 'ideal' });
    await t.database.db
      .update(testProviderPayments)
      .set({ amountCents: 1 })
      .where(eq(testProviderPayments.id, providerId));
    await testProvider().choose(providerId, 'completed');
    expect((await webhook(t, providerId)).statusCode).toBe(200);
    expect((await paymentOf(member, paymentId)).json().status).toBe('pending');
    expect(await memberFacts(t, member.id)).toEqual(before);
  });

  it('shows a payment only to its member', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const { paymentId } = await checkout(t, owner, { bundle_id: bundleIds[0], method: 'ideal' });
    expect((await paymentOf(other, paymentId)).statusCode).toBe(404);
    expect((await paymentOf(owner, paymentId)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/transactions.php',
      headers: { ...CLIENT_HEADERS, cookie: other.cookie },
    });
    expect(list.json().payments).toEqual([]);
  });

  it('builds the checkout, return and webhook URLs from the site, whatever the request says', async () => {
    const member = await newMember();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: {
        ...CLIENT_HEADERS,
        host: '127.0.0.1',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        cookie: member.cookie,
      },
      payload: { bundle_id: bundleIds[0], method: 'ideal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkout_url).toMatch(/^http:\/\/localhost:3000\//);
    const [row] = await t.database.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, res.json().payment_id));
    expect(row).toMatchObject({
      redirectUrl: `http://localhost:3000/transactions/${res.json().payment_id}`,
      webhookUrl: 'http://localhost:3000/api/payment-webhook.php',
    });
  });
});

describe('checkout input', () => {
  it('offers the methods of the payment country, the member’s own by default', async () => {
    const member = await newMember();
    const methods = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/paymentmethods.php?bundle_id=${bundleIds[0]}${query}`,
          headers: { ...CLIENT_HEADERS, cookie: member.cookie },
        })
      ).json();
    const nl = await methods('');
    expect(nl.country).toBe('NL');
    expect(nl.countries).toEqual(DEMO_SITE.countries);
    expect(nl.methods).toContain('ideal');
    expect(nl.methods).not.toContain('bancontact');
    expect((await methods('&country=BE')).methods).toContain('bancontact');
    expect((await methods('&country=de')).methods).toEqual(expect.arrayContaining(['giropay', 'sofort', 'paypal']));
    expect((await methods('&country=FR')).country).toBe('NL');
  });

  it('refuses what cannot be bought, with nothing written', async () => {
    const member = await newMember();
    const count = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).length;
    const cases: [object, number][] = [
      [{ bundle_id: '00000000-0000-4000-8000-000000000000', method: 'ideal' }, 404],
      [{ bundle_id: bundleIds[0], method: 'bancontact' }, 400],
      [{ bundle_id: bundleIds[0], method: 'sdd' }, 400],
      [{ bundle_id: bundleIds[0], method: 'bitcoin' }, 400],
      [{ bundle_id: 'not-an-id', method: 'ideal' }, 400],
      [{ bundle_id: bundleIds[0], method: 'ideal', discount_code: 'A\u0000' }, 400],
    ];
    for (const [payload, status] of cases) expect((await startPayment(t, member, payload)).statusCode).toBe(status);
    expect(await count()).toBe(0);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: CLIENT_HEADERS,
      payload: { bundle_id: bundleIds[0], method: 'ideal' },
    });
    expect(loggedOut.statusCode).toBe(403);
  });

  it('serves no test checkout page for an id the test provider never made', async () => {
    for (const id of [`tp_${'y'.repeat(24)}`, 'tp_%2e%2e', 'x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/test-checkout/${id}`,
        headers: { host: 'localhost' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
