import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bundlesQuery,
  bundlesResponse,
  createPaymentBody,
  createPaymentResponse,
  discountCodeQuery,
  discountCodeResponse,
  payment,
  paymentMethodsQuery,
  paymentMethodsResponse,
  paymentQuery,
  transactionsResponse,
  webhookBody,
} from '../../../shared/contracts/payments.ts';
import type { PaymentsService } from './payments.service.ts';

/** Per address and hour: more checkouts than anyone starts, too few to flood the provider. */
const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };
/** Per address and hour: enough to type a code a few times, too few to guess codes. */
const DISCOUNT_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/** Bundles, checkout, the provider's webhook, the member's payments and discount codes (SPEC §7). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.get(
    '/api/bundles.php',
    { schema: { querystring: bundlesQuery, response: { 200: bundlesResponse } }, config: { auth: 'optional' } },
    async (request) => payments.bundles(request.site.site, await request.findMember(), request.query.discount_code),
  );

  app.get(
    '/api/paymentmethods.php',
    {
      schema: { querystring: paymentMethodsQuery, response: { 200: paymentMethodsResponse } },
      config: { auth: 'member' },
    },
    async (request) => payments.methods(request.site.site, request.member, request.query),
  );

  app.post(
    '/api/payment.php',
    {
      schema: { body: createPaymentBody, response: { 200: createPaymentResponse } },
      config: { auth: 'member', rateLimit: PAYMENT_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request) => payments.create(request.site.site, request.member, request.body),
  );

  // Asks the provider about a pending payment and books its answer: it changes state like the webhook does.
  app.get(
    '/api/payment.php',
    {
      schema: { querystring: paymentQuery, response: { 200: payment } },
      config: { auth: 'member', changesState: true, settlesMemberChanges: true },
    },
    async (request) => payments.find(request.site.site, request.member, request.query.id),
  );

  app.post(
    '/api/payment-webhook.php',
    {
      schema: { body: webhookBody, hide: true },
      config: { auth: 'none', acceptsCrossSite: true, settlesMemberChanges: false },
    },
    async (request, reply) => {
      await payments.settle(request.site.site, request.body.id);
      return reply.code(200).send('');
    },
  );

  app.get(
    '/api/transactions.php',
    { schema: { response: { 200: transactionsResponse } }, config: { auth: 'member' } },
    async (request) => payments.transactions(request.member),
  );

  app.get(
    '/api/discountcode.php',
    {
      schema: { querystring: discountCodeQuery, response: { 200: discountCodeResponse } },
      config: { auth: 'member', rateLimit: DISCOUNT_RATE_LIMIT },
    },
    async (request) => payments.discountCode(request.site.site, request.member, request.query),
  );
};
