import { parseFormBody } from '../../lib/form-body.ts';
import { defineModule } from '../module.ts';
import { DirectDebits } from './direct-debit.ts';
import { directDebitRoutes } from './direct-debit.routes.ts';
import { PaymentProviders } from './payment-providers.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { PaymentsService } from './payments.service.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';

export type { ProviderSettings } from './payment-providers.ts';

/**
 * The payments module: bundles, checkout, the provider's webhook, transactions, discount codes, direct debit, the
 * test provider's checkout page.
 */
export const paymentsModule = defineModule({
  services: ({ db, domainEvents, paymentSettings, sms, clock, log }) => {
    const paymentProviders = new PaymentProviders(db, paymentSettings);
    const payments = new PaymentsService({
      db,
      events: domainEvents,
      providers: paymentProviders,
      clock,
      log,
      directDebit: Boolean(sms),
    });
    return {
      payments,
      directDebits: new DirectDebits({ db, payments, sms, clock, log }),
      /** Which provider takes each site's payments (the test checkout page asks it). */
      paymentProviders,
    };
  },
  routes: async (app) => {
    // Mollie posts its webhook as a form (id=tr_...), and the test checkout page posts the payer's choice as one.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseFormBody);
    await app.register(paymentsRoutes, app.services);
    await app.register(directDebitRoutes, app.services);
    await app.register(testCheckoutRoutes, {
      payments: app.services.payments,
      providers: app.services.paymentProviders,
    });
  },
});
