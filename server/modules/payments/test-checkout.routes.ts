import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '../../../shared/contracts/common.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { SECURITY_HEADERS } from '../../plugins/request-security.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentsService } from './payments.service.ts';
import { type TestProviderPayment, reversibleCents, testCheckoutPath } from './test-provider.ts';

const CHOICES = ['completed', 'pending', 'failed', 'cancelled'] as const;
/** What a bank can do to a paid payment: give it back on the shop's word, or take it back on the payer's. */
const REVERSALS = ['refund', 'chargeback'] as const;
const params = z.object({ id: text().max(40) });
const choice = z.object({
  status: z.enum([...CHOICES, ...REVERSALS]),
  /** The cents to refund or charge back; all that is left when not given. */
  cents: z.coerce.number().int().positive().max(100_000_000).optional(),
});

/**
 * The test provider's hosted checkout page (DESIGN.md payments), served on the site's origin only while the test
 * provider takes the site's payments, and only to the payment's own member on the payment's own site (their session
 * cookie comes along on this same-origin page): anyone else gets 404. It shows the order and lets the payer choose
 * what happens; once paid, it lets the payment be refunded or charged back. The choice is booked as a webhook would
 * be (the shop asks the provider), then the payer returns to the shop.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  providers: PaymentProviders;
}> = async (app, { payments, providers }) => {
  app.addHook('onRoute', (route) => void (route.schema = { ...route.schema, hide: true }));

  const paymentOf = async (request: FastifyRequest, id: string) => {
    const provider = providers.testFor(request.site.site);
    const found = provider && (await provider.find(id));
    const member = found && (await request.findMember());
    if (!provider || !found || !member || !(await payments.isMemberPayment(member.id, found.reference)))
      throw notFound();
    return { provider, found };
  };

  app.get(
    `${testCheckoutPath(':id')}`,
    { schema: { params }, config: { auth: 'optional' } },
    async (request, reply) => {
      const { found } = await paymentOf(request, request.params.id);
      const nonce = randomBytes(16).toString('base64');
      const csp = SECURITY_HEADERS['content-security-policy']!.replace(
        "style-src 'self'",
        `style-src 'nonce-${nonce}'`,
      );
      return reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(checkoutPage(found, nonce));
    },
  );

  app.post(
    `${testCheckoutPath(':id')}`,
    {
      schema: { params, body: choice },
      config: { auth: 'optional', acceptsCrossSite: true, settlesMemberChanges: true },
    },
    async (request, reply) => {
      const { provider, found } = await paymentOf(request, request.params.id);
      const { status, cents } = request.body;
      if (status === 'refund' || status === 'chargeback')
        await provider.reverse(found.id, status, cents ?? reversibleCents(found));
      else await provider.choose(found.id, status);
      await payments.settle(request.site.site, found.id);
      return reply.redirect(found.redirectUrl, 303);
    },
  );
};

function checkoutPage(payment: TestProviderPayment, nonce: string): string {
  const language = payment.locale.split('-')[0]!;
  const t = translator(isLanguage(language) ? language : 'en');
  const money = (cents: number) =>
    new Intl.NumberFormat(payment.locale, { style: 'currency', currency: payment.currency }).format(cents / 100);
  const paid = payment.status === 'completed';
  const offered = paid ? (reversibleCents(payment) > 0 ? REVERSALS : []) : CHOICES;
  const buttons = offered
    .map(
      (status) =>
        `<button name="status" value="${status}" class="${status}">${escapeHtml(t(`test_checkout.${status}`))}</button>`,
    )
    .join('');
  const note = paid
    ? t('test_checkout.paid_intro', {
        refunded: money(payment.refundedCents),
        charged_back: money(payment.chargedBackCents),
      })
    : t('test_checkout.intro');
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
<p class="amount">${escapeHtml(money(payment.amountCents))}</p>
<p class="note">${escapeHtml(t('test_checkout.method', { method: t(`payment_methods.${payment.method}`) }))}</p>
<p class="note">${escapeHtml(note)}</p>
<form method="post">${buttons}</form>
</main></body></html>`;
}
