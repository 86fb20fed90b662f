/**
 * The payment methods of SPEC §3 and the payment countries each serves (null: every country). The checkout lists
 * those the payment country allows and the provider offers, in this order: the country's own methods first.
 * `sdd` is SEPA direct debit (its own form, /directdebit), `sct` a SEPA bank transfer.
 */
const SEPA = 'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK'.split(
  ' ',
);

export const PAYMENT_METHOD_COUNTRIES = {
  ideal: ['NL'],
  bancontact: ['BE'],
  kbc: ['BE'],
  belfius: ['BE'],
  sofort: ['AT', 'BE', 'CH', 'DE', 'ES', 'IT', 'NL', 'PL'],
  giropay: ['DE'],
  eps: ['AT'],
  przelewy24: ['PL'],
  creditcard: null,
  visa: null,
  mastercard: null,
  maestro: null,
  paypal: null,
  applepay: null,
  sct: SEPA,
  sdd: SEPA,
} as const satisfies Record<string, readonly string[] | null>;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_COUNTRIES;
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_COUNTRIES) as [PaymentMethod, ...PaymentMethod[]];

/** Card methods: a failed card payment offers a retry or PayPal (SPEC §8). */
export const CARD_METHODS: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro'];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_COUNTRIES, value);
}

/** The methods a payer in `country` may use, in display order. */
export function methodsForCountry(country: string): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    const countries: readonly string[] | null = PAYMENT_METHOD_COUNTRIES[method];
    return countries === null || countries.includes(country);
  });
}
