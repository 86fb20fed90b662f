import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { SECURITY_HEADERS } from '../../plugins/request-security.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentsService } from './payments.service.ts';
import { type TestProviderPayment, testCheckoutPath } from './test-provider.ts';

const CHOICES = ['completed', 'pending', 'failed', 'cancelled'] as const;
const params = z.object({ id: text().max(40) });
const choice = z.object({ status: z.enum(CHOICES) });

/**
 * The test provider's hosted checkout page (DESIGN.md payments), served on the site's origin only while the test
 * provider takes the site's payments: it shows the order and lets the payer choose what happens. The choice is
 * booked as a webhook would be (the shop asks the provider), then the payer returns to the shop.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  providers: PaymentProviders;
}> = async (app, { payments, providers }) => {
  app.addHook('onRoute', (route) => void (route.schema = { ...route.schema, hide: true }));

  const paymentOf = async (site: Parameters<PaymentProviders['testFor']>[0], id: string) => {
    const provider = providers.testFor(site);
    const found = provider && (await provider.find(id));
    if (!provider || !found) throw notFound();
    return { provider, found };
  };

  app.get(`${testCheckoutPath(':id')}`, { schema: { params }, config: { auth: 'none' } }, async (request, reply) => {
    const { found } = await paymentOf(request.site.site, request.params.id);
    const nonce = randomBytes(16).toString('base64');
    const csp = SECURITY_HEADERS['content-security-policy']!.replace("style-src 'self'", `style-src 'nonce-${nonce}'`);
    return reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(checkoutPage(found, nonce));
  });

  app.post(
    `${testCheckoutPath(':id')}`,
    {
      schema: { params, body: choice },
      config: { auth: 'none', acceptsCrossSite: true, settlesMemberChanges: true },
    },
    async (request, reply) => {
      const { provider, found } = await paymentOf(request.site.site, request.params.id);
      await provider.choose(found.id, request.body.status);
      await payments.settle(request.site.site, found.id);
      return reply.redirect(found.redirectUrl, 303);
    },
  );
};

function checkoutPage(payment: TestProviderPayment, nonce: string): string {
  const language = payment.locale.split('-')[0]!;
  const t = translator(isLanguage(language) ? language : 'en');
  const amount = new Intl.NumberFormat(payment.locale, { style: 'currency', currency: payment.currency }).format(
    payment.amountCents / 100,
  );
  const buttons = CHOICES.map(
    (status) =>
      `<button name="status" value="${status}" class="${status}">${escapeHtml(t(`test_checkout.${status}`))}</button>`,
  ).join('');
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('test_checkout.title'))}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;padding:2rem 1rem;color:#1d2430}
main{max-width:26rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.note{color:#5b6472;font-size:.875rem}form{display:grid;gap:.5rem;margin-top:1.25rem}
button{font:inherit;padding:.75rem;border-radius:.5rem;border:1px solid #c9ced6;background:#fff;cursor:pointer}
button.completed{background:#198754;border-color:#198754;color:#fff}
</style></head><body><main>
<h1>${escapeHtml(t('test_checkout.title'))}</h1>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note">${escapeHtml(t('test_checkout.method', { method: t(`payment_methods.${payment.method}`) }))}</p>
<p class="note">${escapeHtml(t('test_checkout.intro'))}</p>
<form method="post">${buttons}</form>
</main></body></html>`;
}
