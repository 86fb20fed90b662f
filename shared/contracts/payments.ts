import { z } from 'zod';
import { PAYMENT_METHODS } from '../payment-methods.ts';
import { countryCode, text } from './common.ts';

export const paymentMethod = z.enum(PAYMENT_METHODS);

/** A discount code as a member types it: letters, digits and dashes, any case. */
export const discountCodeText = text()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'validation.discount_not_found')
  .transform((code) => code.toUpperCase());

/** Where a discount comes from: the running time bonus, the member's welcome code, or a code the member entered. */
export const DISCOUNT_SOURCES = ['time_bonus', 'welcome', 'code'] as const;

export const discount = z.object({
  code: text(),
  percentage: z.number().int(),
  source: z.enum(DISCOUNT_SOURCES),
  /** When the code stops being valid (ISO 8601); null for no end. */
  expires: text().nullable(),
});
export type Discount = z.infer<typeof discount>;

/** A credit bundle with its price now: `price_cents` after the discount, `original_price_cents` before it. */
export const bundle = z.object({
  id: text(),
  credits: z.number().int(),
  currency: text(),
  price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  popular: z.boolean(),
  /** How much less a credit costs than in the smallest bundle, in percent: the discount ribbon (0: none). */
  ribbon_percentage: z.number().int(),
});
export type Bundle = z.infer<typeof bundle>;

export const bundlesQuery = z.object({ discount_code: discountCodeText.optional() });

/**
 * GET /api/bundles.php: the site's bundles in the visitor's currency, priced with the active discount (SPEC §4: the
 * time bonus if it runs, else the welcome code; a `discount_code` the member entered instead), and the member's last
 * order for the repeat-order page. Logged out: the public price list, no discount.
 */
export const bundlesResponse = z.object({
  bundles: z.array(bundle),
  discount: discount.nullable(),
  repeat_order: z.object({ bundle_id: text(), method: paymentMethod }).nullable(),
});
export type BundlesResponse = z.infer<typeof bundlesResponse>;

export const paymentMethodsQuery = z.object({ bundle_id: z.uuid(), country: countryCode.optional() });

/** GET /api/paymentmethods.php: the methods for this bundle in the payment country (default: the member's). */
export const paymentMethodsResponse = z.object({
  country: text(),
  /** The countries a payer may choose (the site's). */
  countries: z.array(text()),
  methods: z.array(paymentMethod),
  /**
   * What the checkout should say is missing: `payments` when the site takes no payments yet (no payment provider),
   * `direct_debit` when its provider offers direct debit but the install sends no SMS for its codes; else null.
   */
  unavailable: z.enum(['payments', 'direct_debit']).nullable(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

/** POST /api/payment.php (SPEC §7): buy a bundle with a method; answers where to pay. */
export const createPaymentBody = z.object({
  bundle_id: z.uuid(),
  method: paymentMethod,
  discount_code: discountCodeText.optional(),
  country: countryCode.optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const createPaymentResponse = z.object({ payment_id: text(), checkout_url: text() });

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as its member sees it (SPEC §3 Payment): the result page and the receipt. */
export const payment = z.object({
  id: text(),
  status: z.enum(PAYMENT_STATUSES),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: text(),
  method: paymentMethod,
  country: text(),
  discount_percentage: z.number().int(),
  bundle_id: text().nullable(),
  created_at: text(),
  completed_at: text().nullable(),
  refunded_at: text().nullable(),
  /** The credits refunds and chargebacks took back from the balance. */
  refunded_credits: z.number().int().nullable(),
  /** The cents refunded and charged back (the provider's totals, as booked). */
  refunded_cents: z.number().int(),
  charged_back_cents: z.number().int(),
  /** The credits of this payment's reversals the balance could not cover: owed, paid by the next purchase. */
  debt_credits: z.number().int(),
});
export type Payment = z.infer<typeof payment>;

export const paymentQuery = z.object({ id: z.uuid() });

export const LEDGER_REASONS = [
  'signup',
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'chargeback',
  'debt',
  'admin',
] as const;

/** GET /api/transactions.php: the member's payments and every credit movement, newest first. */
export const transactionsResponse = z.object({
  payments: z.array(payment),
  entries: z.array(
    z.object({
      id: text(),
      delta: z.number().int(),
      /** The change of the member's credit debt: + a reversal the balance could not cover, - debt paid off. */
      debt: z.number().int(),
      reason: z.enum(LEDGER_REASONS),
      created_at: text(),
    }),
  ),
  /** The credits the member owes now (paid first by the next purchase). */
  credit_debt: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

/**
 * GET /api/discountcode.php (SPEC §7): a code as the caller typed it (checked against the order when `bundle_id` and
 * `method` are given), or `welcome=true` for the member's welcome discount.
 */
export const discountCodeQuery = z
  .object({
    code: discountCodeText.optional(),
    welcome: z.enum(['true']).optional(),
    bundle_id: z.uuid().optional(),
    method: paymentMethod.optional(),
    country: countryCode.optional(),
  })
  .refine((q) => Boolean(q.code) !== Boolean(q.welcome), { message: 'validation.discount_not_found', path: ['code'] });

export const discountCodeResponse = discount;

/** The provider's webhook: Mollie posts only the payment's id. */
export const webhookBody = z.object({ id: text().max(100) });

/** POST /api/staff/refund.php: refund a completed payment within the site's refund_days. */
export const refundBody = z.object({
  payment_id: z.uuid(),
  /** Required when the member spent credits of the purchase: the refund then leaves them in debt. */
  confirm: z.boolean().optional(),
});
/** The payment as refunded, and the credits this refund took back from the balance and recorded as debt. */
export const refundResponse = payment.extend({ credits_taken: z.number().int(), credits_debt: z.number().int() });
export type RefundResponse = z.infer<typeof refundResponse>;
