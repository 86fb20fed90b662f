import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { methodsForCountry } from '../../../shared/payment-methods.ts';
import type { Db } from '../../db/client.ts';
import { testProviderPayments } from '../../db/schema/index.ts';
import type { PaymentOrder, PaymentProvider, ProviderPayment, ProviderStatus } from './payment-provider.ts';

export type TestProviderPayment = typeof testProviderPayments.$inferSelect;

/** The test provider's payment ids: tp_ and 24 random letters and digits, never guessed, never sequential. */
const ID_PATTERN = /^tp_[A-Za-z0-9]{24}$/;
const newId = () => `tp_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/** The path of the test provider's hosted checkout page for one payment. */
export const testCheckoutPath = (id: string) => `/api/test-checkout/${id}`;

/** What of a paid test payment can still be reversed (refunded or charged back), in cents. */
export const reversibleCents = (row: TestProviderPayment) =>
  Math.max(0, row.amountCents - row.refundedCents - row.chargedBackCents);

/**
 * The built-in provider (DESIGN.md payments): the default without Mollie keys, outside production. Its hosted
 * checkout page (test-checkout.routes.ts) lets the payer choose what happens, and for a paid payment lets it be
 * refunded or charged back as a bank would; the shop learns it as from Mollie, by asking `fetch`. It offers every
 * method the payment country allows. One instance serves one site, whose id it records on each payment.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Db,
    /** The site it takes payments for: the checkout page answers on that site's host only. */
    private readonly siteId: string,
    /** The site's base URL: the checkout page is served on the site's own origin. */
    private readonly baseUrl: string,
  ) {}

  async methods({ country }: { country: string }) {
    return methodsForCountry(country);
  }

  async create(order: PaymentOrder) {
    const id = newId();
    await this.db.insert(testProviderPayments).values({
      id,
      siteId: this.siteId,
      amountCents: order.amountCents,
      currency: order.currency,
      method: order.method,
      description: order.description,
      redirectUrl: order.redirectUrl,
      webhookUrl: order.webhookUrl,
      reference: order.reference,
      locale: order.locale,
    });
    return { id, checkoutUrl: `${this.baseUrl}${testCheckoutPath(id)}` };
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    const row = await this.find(id);
    return row
      ? {
          id,
          status: row.status,
          amountCents: row.amountCents,
          currency: row.currency,
          reference: row.reference,
          refundedCents: row.refundedCents,
          chargedBackCents: row.chargedBackCents,
        }
      : null;
  }

  /** Refunds `amountCents` of a paid payment; refused (as Mollie does) beyond what is left of it. */
  async refund(id: string, amountCents: number) {
    if (!(await this.reverse(id, 'refund', amountCents))) throw new Error(`test payment ${id} cannot be refunded`);
  }

  /** An unpaid payment is cancelled; a paid one cannot be. */
  async cancel(id: string): Promise<boolean> {
    if (!ID_PATTERN.test(id)) return false;
    // Conditional, like a provider's own state machine: a payer's concurrent choice either comes first or not at all.
    await this.db
      .update(testProviderPayments)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(testProviderPayments.id, id),
          eq(testProviderPayments.siteId, this.siteId),
          eq(testProviderPayments.status, 'pending'),
        ),
      );
    const row = await this.find(id);
    return row !== undefined && row.status !== 'completed';
  }

  /**
   * The checkout page's refund, or the payer's bank taking `amountCents` of a paid payment back (a chargeback); one
   * conditional update, so that parallel reversals never take more than was paid. False when that much is not left.
   */
  async reverse(id: string, kind: 'refund' | 'chargeback', cents: number): Promise<boolean> {
    if (!Number.isSafeInteger(cents) || cents <= 0) return false;
    const t = testProviderPayments;
    const column = kind === 'refund' ? 'refundedCents' : 'chargedBackCents';
    const rows = await this.db
      .update(t)
      .set({ [column]: sql`${t[column]} + ${cents}` })
      .where(
        and(
          eq(t.id, id),
          eq(t.siteId, this.siteId),
          eq(t.status, 'completed'),
          sql`${t.refundedCents} + ${t.chargedBackCents} + ${cents} <= ${t.amountCents}`,
        ),
      )
      .returning({ id: t.id });
    return rows.length > 0;
  }

  /** The payment of this site that its checkout page shows; undefined for an id it never made. */
  async find(id: string): Promise<TestProviderPayment | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(testProviderPayments)
      .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.siteId, this.siteId)));
    return row;
  }

  /** What the payer chose on the checkout page; a completed or cancelled payment stays as it is. */
  async choose(id: string, status: ProviderStatus): Promise<void> {
    if (!ID_PATTERN.test(id)) return;
    await this.db
      .update(testProviderPayments)
      .set({ status })
      .where(and(eq(testProviderPayments.id, id), notInArray(testProviderPayments.status, ['completed', 'cancelled'])));
  }
}
