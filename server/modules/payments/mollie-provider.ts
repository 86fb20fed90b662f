import {
  createMollieClient,
  Locale,
  MollieApiError,
  type HistoricPaymentMethod,
  type MollieClient,
  type PaymentMethod as MollieMethod,
  type PaymentStatus,
} from '@mollie/api-client';
import { methodsForCountry, type PaymentMethod } from '../../../shared/payment-methods.ts';
import {
  type PaymentOrder,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  ProviderUnavailableError,
} from './payment-provider.ts';

/**
 * The Mollie method that collects each of ours. Mollie takes every card brand as `creditcard` and picks the brand on
 * its own page; it calls SEPA transfers `banktransfer` and SEPA direct debits `directdebit`. Its client lists giropay
 * and sofort as historic methods: Mollie no longer offers them, so its methods list leaves them out.
 */
const MOLLIE_METHODS: Record<PaymentMethod, `${MollieMethod}` | `${HistoricPaymentMethod}`> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  kbc: 'kbc',
  belfius: 'belfius',
  sofort: 'sofort',
  giropay: 'giropay',
  eps: 'eps',
  przelewy24: 'przelewy24',
  paypal: 'paypal',
  applepay: 'applepay',
  creditcard: 'creditcard',
  visa: 'creditcard',
  mastercard: 'creditcard',
  maestro: 'creditcard',
  sct: 'banktransfer',
  sdd: 'directdebit',
};

/** A Mollie payment status in the provider-neutral words of SPEC §5: authorized money is not yet ours. */
const STATUSES: Record<PaymentStatus, ProviderStatus> = {
  open: 'pending',
  pending: 'pending',
  authorized: 'pending',
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'cancelled',
};

/**
 * What a Mollie payment id looks like. `fetch` asks Mollie only about such ids: a webhook's id is anyone's input, and
 * the client puts it into the request path as it is (`tr_/../..` would reach another endpoint).
 */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

const LOCALES = new Set<string>(Object.values(Locale));

/** Mollie's amount: a string with exactly two decimals ("12.50"), never a float. */
function mollieAmount(cents: number, currency: string) {
  return { currency, value: (cents / 100).toFixed(2) };
}

/** Cents from Mollie's "12.50", read as digits so that no float rounding comes between Mollie and our books. */
function centsOf(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new Error(`Mollie sent an amount we cannot read: ${value}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Mollie's name for a BCP 47 tag (nl-NL: nl_NL), or undefined for a language it does not speak (it then picks one). */
function mollieLocale(tag: string): Locale | undefined {
  const locale = tag.replace('-', '_');
  return LOCALES.has(locale) ? (locale as Locale) : undefined;
}

/** Our payment id from a payment's metadata: a payment made for another shop on the same account has none. */
function referenceOf(metadata: unknown): string | null {
  const reference = typeof metadata === 'object' && metadata !== null ? Reflect.get(metadata, 'reference') : null;
  return typeof reference === 'string' ? reference : null;
}

/**
 * Mollie's answer in our words: no answer at all (the client's network errors carry no status) or a 5xx, after the
 * client's own retries, is Mollie being unavailable; a 4xx is its refusal and stays as it is.
 */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = error instanceof MollieApiError ? error.statusCode : undefined;
    if (status === undefined || status >= 500) {
      throw new ProviderUnavailableError(`Mollie is unavailable: ${String(error)}`, { cause: error });
    }
    throw error;
  }
}

/** The payment provider of production (DESIGN.md), on Mollie's API v2. */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly client: MollieClient;

  /** `apiEndpoint` points the client at another Mollie, such as a test's stand-in; by default the real one. */
  constructor({ apiKey, apiEndpoint }: { apiKey: string; apiEndpoint?: string }) {
    this.client = createMollieClient({ apiKey, apiEndpoint });
  }

  /** Asks for Apple Pay too: Mollie lists wallets only when the checkout says it supports them. */
  async methods({ amountCents, currency, country }: { amountCents: number; currency: string; country: string }) {
    const offered = await asked(() =>
      this.client.methods.list({
        amount: mollieAmount(amountCents, currency),
        billingCountry: country,
        includeWallets: 'applepay',
      }),
    );
    const ids = new Set<string>(offered.map((method) => method.id));
    return methodsForCountry(country).filter((method) => ids.has(MOLLIE_METHODS[method]));
  }

  async create(order: PaymentOrder) {
    const payment = await asked(() =>
      this.client.payments.create({
        amount: mollieAmount(order.amountCents, order.currency),
        description: order.description,
        redirectUrl: order.redirectUrl,
        webhookUrl: order.webhookUrl,
        locale: mollieLocale(order.locale),
        // The client's type leaves out the historic methods (giropay, sofort): Mollie refuses those itself.
        method: MOLLIE_METHODS[order.method] as MollieMethod,
        metadata: { reference: order.reference },
        ...(order.directDebit && {
          consumerName: order.directDebit.accountHolder,
          consumerAccount: order.directDebit.iban,
        }),
      }),
    );
    // A direct debit has no page to pay on: Mollie collects it from the account.
    return { id: payment.id, checkoutUrl: payment.getCheckoutUrl() };
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    const payment = await asked(() => this.client.payments.get(id)).catch((error: unknown) => {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    });
    if (!payment) return null;
    return {
      id: payment.id,
      status: STATUSES[payment.status],
      amountCents: centsOf(payment.amount.value),
      currency: payment.amount.currency,
      reference: referenceOf(payment.metadata),
      refundedCents: payment.amountRefunded ? centsOf(payment.amountRefunded.value) : 0,
      chargedBackCents: payment.amountChargedBack ? centsOf(payment.amountChargedBack.value) : 0,
    };
  }

  async refund(id: string, amountCents: number, currency: string) {
    await asked(() =>
      this.client.paymentRefunds.create({ paymentId: id, amount: mollieAmount(amountCents, currency) }),
    );
  }

  /**
   * Mollie cancels only what `isCancelable` allows (an open bank transfer, say, but not an open iDEAL payment) and
   * answers anything else 422; a payment that already ended unpaid needs no cancelling.
   */
  async cancel(id: string): Promise<boolean> {
    if (!PAYMENT_ID.test(id)) return false;
    const payment = await asked(() => this.client.payments.get(id));
    if (payment.status === 'canceled' || payment.status === 'expired' || payment.status === 'failed') return true;
    if (!payment.isCancelable) return false;
    try {
      await asked(() => this.client.payments.cancel(id));
      return true;
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 422) return false;
      throw error;
    }
  }
}
