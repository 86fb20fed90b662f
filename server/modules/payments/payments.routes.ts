import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookBody } from '../../../shared/contracts/payments.ts';
import {
  checkDiscountCode,
  getPayment,
  listBundles,
  listPaymentMethods,
  listTransactions,
  startPayment,
} from '../../../shared/contracts/endpoints/payments.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { PaymentsService } from './payments.service.ts';

/** Per address and hour: more checkouts than anyone starts, too few to flood the provider. */
const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };
/** Per address and hour: enough to type a code a few times, too few to guess codes. */
const DISCOUNT_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/** Bundles, checkout, the provider's webhook, the member's payments and discount codes (SPEC §7). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  serveEndpoint(app, listBundles, {}, async (request) =>
    payments.bundles(request.site.site, await request.findMember(), request.query.discount_code),
  );

  serveEndpoint(app, listPaymentMethods, {}, async (request) =>
    payments.methods(request.site.site, request.member, request.query),
  );

  serveEndpoint(app, startPayment, { rateLimit: PAYMENT_RATE_LIMIT, settlesMemberChanges: false }, async (request) =>
    payments.create(request.site.site, request.member, request.body),
  );

  // Asks the provider about a pending payment and books its answer: it changes state like the webhook does.
  serveEndpoint(app, getPayment, { changesState: true, settlesMemberChanges: true }, async (request) =>
    payments.find(request.site.site, request.member, request.query.id),
  );

  // Registered by hand: the provider posts a form body from its own servers and takes an empty answer, no JSON.
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

  serveEndpoint(app, listTransactions, {}, async (request) => payments.transactions(request.member));

  serveEndpoint(app, checkDiscountCode, { rateLimit: DISCOUNT_RATE_LIMIT }, async (request) =>
    payments.discountCode(request.site.site, request.member, request.query),
  );
};
