import { defineEndpoint } from '../endpoint.ts';

/** The direct-debit form without the code (SPEC §2 /directdebit): the code goes out by SMS; answers where it went. */
export const requestDebitCode = defineEndpoint({
  method: 'POST',
  path: '/api/directdebit-code.php',
  auth: 'member',
  schemas: ({ directDebit }) => ({
    body: directDebit.directDebitCodeBody,
    response: directDebit.directDebitCodeResponse,
  }),
});

/** Confirms the direct debit with the code from the SMS: answers the payment as startPayment does. */
export const confirmDebit = defineEndpoint({
  method: 'POST',
  path: '/api/directdebit.php',
  auth: 'member',
  schemas: ({ directDebit, payments }) => ({
    body: directDebit.directDebitBody,
    response: payments.createPaymentResponse,
  }),
});
