import type { AppModule } from '../module.ts';
import { directDebitRoutes } from './direct-debit.routes.ts';
import { parseFormBody } from '../../lib/form-body.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';

/**
 * The payments module: bundles, checkout, the provider's webhook, transactions, discount codes, direct debit, the
 * test provider's checkout page.
 */
export const paymentsModule: AppModule = async (app) => {
  // Mollie posts its webhook as a form (id=tr_...), and the test checkout page posts the payer's choice as one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormBody);
  await app.register(paymentsRoutes, app.services);
  await app.register(directDebitRoutes, app.services);
  await app.register(testCheckoutRoutes, { payments: app.services.payments, providers: app.services.paymentProviders });
};
