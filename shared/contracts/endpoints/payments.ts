import { defineEndpoint } from '../endpoint.ts';

/**
 * The site's bundles in the visitor's currency, priced with the active discount (SPEC §4), and the member's last
 * order; logged out, the public price list.
 */
export const listBundles = defineEndpoint({
  method: 'GET',
  path: '/api/bundles.php',
  auth: 'optional',
  schemas: ({ payments }) => ({ query: payments.bundlesQuery, response: payments.bundlesResponse }),
});

/** The payment methods for a bundle in the payment country (the member's by default). */
export const listPaymentMethods = defineEndpoint({
  method: 'GET',
  path: '/api/paymentmethods.php',
  auth: 'member',
  schemas: ({ payments }) => ({
    query: payments.paymentMethodsQuery,
    response: payments.paymentMethodsResponse,
  }),
});

/** Buys a bundle with a method (SPEC §7): answers where to pay. */
export const startPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payment.php',
  auth: 'member',
  schemas: ({ payments }) => ({ body: payments.createPaymentBody, response: payments.createPaymentResponse }),
});

/** One of the member's payments, as the provider last decided it (the result page and the receipt). */
export const getPayment = defineEndpoint({
  method: 'GET',
  path: '/api/payment.php',
  auth: 'member',
  schemas: ({ payments }) => ({ query: payments.paymentQuery, response: payments.payment }),
});

/** The member's payments and every credit movement, newest first. */
export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/transactions.php',
  auth: 'member',
  schemas: ({ payments }) => ({ response: payments.transactionsResponse }),
});

/** Checks a typed discount code (against the order when given), or answers the member's welcome discount (SPEC §7). */
export const checkDiscountCode = defineEndpoint({
  method: 'GET',
  path: '/api/discountcode.php',
  auth: 'member',
  schemas: ({ payments }) => ({ query: payments.discountCodeQuery, response: payments.discountCodeResponse }),
});
