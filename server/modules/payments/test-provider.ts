import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
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

/**
 * The built-in provider (DESIGN.md payments): the default without Mollie keys, outside production. Its hosted
 * checkout page (test-checkout.routes.ts) lets the payer choose what happens; the shop learns it as from Mollie, by
 * asking `fetch`. It offers every method the payment country allows.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Db,
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
      ? { id, status: row.status, amountCents: row.amountCents, currency: row.currency, reference: row.reference }
      : null;
  }

  async refund(id: string, amountCents: number) {
    const row = await this.find(id);
    if (!row || row.status !== 'completed') throw new Error(`test payment ${id} cannot be refunded`);
    await this.db
      .update(testProviderPayments)
      .set({ refundedCents: row.refundedCents + amountCents })
      .where(eq(testProviderPayments.id, id));
  }

  /** An unpaid payment is cancelled; a paid one cannot be. */
  async cancel(id: string): Promise<boolean> {
    if (!ID_PATTERN.test(id)) return false;
    // Conditional, like a provider's own state machine: a payer's concurrent choice either comes first or not at all.
    await this.db
      .update(testProviderPayments)
      .set({ status: 'cancelled' })
      .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, 'pending')));
    const row = await this.find(id);
    return row !== undefined && row.status !== 'completed';
  }

  /** The payment its checkout page shows; undefined for an id it never made. */
  async find(id: string): Promise<TestProviderPayment | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const [row] = await this.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
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
