import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDomains, sites, testProviderPayments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  expectLedgerInvariant,
  memberFacts,
  openTestCheckout,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(68);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `checkout${++seq}@example.com`);
let bundleId: string;
const OTHER_HOST = 'other.example';

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  bundleId = (await bundlesFor(t)).bundles[1]!.id;
  // A second site on its own host, also paid through the test provider.
  const [demo] = await t.database.db.select().from(sites).limit(1);
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...demo!, id: undefined, domain: OTHER_HOST, baseUrl: `http://${OTHER_HOST}` })
    .returning({ id: sites.id });
  await t.database.db.insert(siteDomains).values({ host: OTHER_HOST, siteId: other!.id });
  await t.app.services.sites.reload();
});
afterAll(() => t.close());

const providerStatus = async (id: string) => {
  const [row] = await t.database.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
  return row!;
};

describe('the test checkout page', () => {
  it('answers only its payer, on the payment’s site', async () => {
    const payer = await newMember();
    const stranger = await newMember();
    const before = await memberFacts(t, payer.id);
    const { checkoutUrl, providerId } = await checkout(t, payer, { bundle_id: bundleId, method: 'ideal' });
    expect((await providerStatus(providerId)).siteId).toBeTruthy();

    const refusals = [
      { member: stranger, host: 'localhost:3000' },
      { member: null, host: 'localhost:3000' },
      { member: payer, host: OTHER_HOST },
    ];
    for (const { member, host } of refusals) {
      const what = `${member === payer ? 'payer' : member ? 'stranger' : 'nobody'} on ${host}`;
      expect((await openTestCheckout(t, checkoutUrl, member ?? undefined, host)).statusCode, what).toBe(404);
      const posted = await Promise.all(
        ['completed', 'failed', 'cancelled'].map((status) =>
          chooseAtTestCheckout(t, checkoutUrl, status, { member, host }),
        ),
      );
      expect(
        posted.map((res) => res.statusCode),
        what,
      ).toEqual([404, 404, 404]);
    }
    expect((await providerStatus(providerId)).status).toBe('pending');
    expect(await memberFacts(t, payer.id)).toEqual(before);

    const page = await openTestCheckout(t, checkoutUrl, payer);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="completed"');
    expect(page.body).not.toContain('value="chargeback"');
    expect((await chooseAtTestCheckout(t, checkoutUrl, 'completed')).statusCode).toBe(303);
    expect(await memberFacts(t, payer.id)).toEqual({ credits: before.credits + 60, paidUser: true });

    // Paid: the page offers the bank's reversals, to the payer only.
    const paid = await openTestCheckout(t, checkoutUrl, payer);
    expect(paid.body).toContain('value="refund"');
    expect(paid.body).toContain('value="chargeback"');
    expect(paid.body).toContain('Terugboeken');
    expect(paid.body).not.toContain('value="failed"');
    expect((await chooseAtTestCheckout(t, checkoutUrl, 'chargeback', { member: stranger })).statusCode).toBe(404);
    expect((await chooseAtTestCheckout(t, checkoutUrl, 'refund', { member: null })).statusCode).toBe(404);
    expect((await providerStatus(providerId)).chargedBackCents).toBe(0);
    expect((await memberFacts(t, payer.id)).credits).toBe(before.credits + 60);
    await expectLedgerInvariant(t);
  });

  it('refuses bad reversal amounts without booking anything', async () => {
    const payer = await newMember();
    const { checkoutUrl, providerId } = await checkout(t, payer, { bundle_id: bundleId, method: 'ideal' });
    await chooseAtTestCheckout(t, checkoutUrl, 'completed');
    for (const cents of [0, -5, 1.5]) {
      expect((await chooseAtTestCheckout(t, checkoutUrl, 'refund', { cents })).statusCode).toBe(400);
    }
    // More than was paid: the provider refuses it, and nothing is taken back.
    expect((await chooseAtTestCheckout(t, checkoutUrl, 'chargeback', { cents: 99_999 })).statusCode).toBe(303);
    expect(await providerStatus(providerId)).toMatchObject({ chargedBackCents: 0, refundedCents: 0 });
    expect((await memberFacts(t, payer.id)).paidUser).toBe(true);
    await expectLedgerInvariant(t);
  });
});
