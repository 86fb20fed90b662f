import type { PaymentMethod } from '../../../shared/payment-methods.ts';

/** A payment's state as its provider reports it, in the provider-neutral words of SPEC §5. */
export type ProviderStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

/** What the shop asks a provider to collect. Amounts are in cents of `currency`. */
export interface PaymentOrder {
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** Shown to the payer on the provider's page and statement. */
  description: string;
  /** Where the payer's browser returns (built from the site's configured base URL, never a request). */
  redirectUrl: string;
  /** Where the provider announces a change of state (same origin rule). */
  webhookUrl: string;
  /** The payer's language as a BCP 47 tag (nl-NL, de-DE ...). */
  locale: string;
  /** The payer's country (ISO 3166-1 alpha-2). */
  country: string;
  /** Our own payment id, kept by the provider beside its own. */
  reference: string;
  /** The mandate of a direct debit (`sdd`), confirmed by the payer's one-time code. */
  directDebit?: { accountHolder: string; iban: string };
}

export interface ProviderPayment {
  /** The provider's own id (Mollie: tr_...). */
  id: string;
  status: ProviderStatus;
  amountCents: number;
  currency: string;
  /** Our own payment id, as given at creation; a payment the provider holds for another shop has none of ours. */
  reference: string | null;
  /**
   * The cents refunded and charged back so far, in total (Mollie: amountRefunded, amountChargedBack). A paid payment
   * keeps its status when reversed: these say it is.
   */
  refundedCents: number;
  chargedBackCents: number;
}

/**
 * A payment service provider (DESIGN.md: Mollie in production, the built-in test provider offline). The shop never
 * trusts what a browser or a webhook says about a payment: it asks the provider (`fetch`) and books that answer.
 */
export interface PaymentProvider {
  readonly name: 'mollie' | 'test';
  /** The methods this provider offers for an order of this size, currency and country. */
  methods(query: { amountCents: number; currency: string; country: string }): Promise<PaymentMethod[]>;
  /** Creates the payment at the provider: its id and the checkout page the payer is sent to (none for a debit). */
  create(order: PaymentOrder): Promise<{ id: string; checkoutUrl: string | null }>;
  /** The payment as the provider knows it now; null for an id it does not know. */
  fetch(id: string): Promise<ProviderPayment | null>;
  /** Refunds `amountCents` of the payment to the payer. */
  refund(id: string, amountCents: number, currency: string): Promise<void>;
  /**
   * Cancels an unpaid payment so that it can no longer be paid: true when the provider cancelled it or it had ended
   * unpaid already (cancelled, expired, failed); false when it cannot be cancelled (paid, or a method that cannot be
   * stopped once open, such as iDEAL at Mollie).
   */
  cancel(id: string): Promise<boolean>;
}

/**
 * The provider could not be reached, timed out or failed itself (a 5xx): nothing is known, try again later. Any other
 * error a provider throws is its refusal of the request (a 4xx).
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
