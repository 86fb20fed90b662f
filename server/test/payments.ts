import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BundlesResponse } from '../../shared/contracts/payments.ts';
import type { DomainEvent } from '../../shared/realtime.ts';
import { users } from '../db/schema/index.ts';
import { ledgerMismatches } from '../modules/credits/credits.ts';
import type { ChatMember } from './chat.ts';
import { eventsHeard } from './events.ts';
import { CLIENT_HEADERS, addresses } from './http.ts';
import type { TestApp } from './test-app.ts';

const anyAddress = addresses(61);

/** GET /api/bundles.php, as the member or logged out. */
export async function bundlesFor(t: TestApp, member?: ChatMember, query = ''): Promise<BundlesResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bundles.php${query}`,
    headers: { ...CLIENT_HEADERS, ...(member ? { cookie: member.cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The member who started each checkout, by its checkout URL: the test checkout page answers them only. */
const payers = new Map<string, ChatMember>();

/** POST /api/payment.php as the member. */
export async function startPayment(t: TestApp, member: ChatMember, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    payload,
    remoteAddress: anyAddress(),
  });
  if (res.statusCode === 200) payers.set((res.json() as { checkout_url: string }).checkout_url, member);
  return res;
}

/** Starts a payment that must be accepted: our payment id and the provider's id (the end of its checkout URL). */
export async function checkout(t: TestApp, member: ChatMember, payload: object) {
  const res = await startPayment(t, member, payload);
  expect(res.statusCode, res.body).toBe(200);
  const { payment_id, checkout_url } = res.json() as { payment_id: string; checkout_url: string };
  return { paymentId: payment_id, checkoutUrl: checkout_url, providerId: checkout_url.split('/').pop()! };
}

/**
 * The payer's choice on the test provider's checkout page (a plain form post, no client header), with the session
 * cookie of `member` (by default the member who started that checkout here): `refund` and `chargeback` (of `cents`,
 * else of all that is left) once it is paid.
 */
export const chooseAtTestCheckout = (
  t: TestApp,
  checkoutUrl: string,
  status: string,
  {
    member = payers.get(checkoutUrl),
    cents,
    host = 'localhost:3000',
  }: { member?: ChatMember | null; cents?: number; host?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(member ? { cookie: member.cookie } : {}),
    },
    payload: `status=${status}${cents === undefined ? '' : `&cents=${cents}`}`,
  });

/** The test provider's checkout page, as `member` (none: logged out) sees it on `host`. */
export const openTestCheckout = (t: TestApp, checkoutUrl: string, member?: ChatMember, host = 'localhost:3000') =>
  t.app.inject({
    method: 'GET',
    url: new URL(checkoutUrl).pathname,
    headers: { host, ...(member ? { cookie: member.cookie } : {}) },
  });

/** The provider's webhook call: a form with the payment's id, as Mollie sends it (to `t`'s app or another instance). */
export const webhook = ({ app }: Pick<TestApp, 'app'>, id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });

/** The payment and credit events `app`'s bus carries about `memberId` from now on, in order. */
export const paymentEventsAbout = (app: FastifyInstance, memberId: string): DomainEvent[] =>
  eventsHeard(app, ['payment.completed', 'payment.reversed', 'credits.changed'], memberId);

export async function memberFacts(t: TestApp, memberId: string) {
  const [row] = await t.database.db
    .select({ credits: users.credits, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, memberId));
  return row!;
}

/** Every member's balance equals the sum of their ledger entries. */
export async function expectLedgerInvariant(t: TestApp): Promise<void> {
  expect(await ledgerMismatches(t.database.db)).toEqual([]);
}

/** The direct-debit order form (POST /api/directdebit-code.php) as a member fills it in, with `changes` over it. */
export const directDebitForm = (bundleId: string, changes: object = {}) => ({
  bundle_id: bundleId,
  account_holder: 'S. de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone: '06-12 34 56 78',
  ...changes,
});
