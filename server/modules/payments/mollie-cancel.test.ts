import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MollieStandIn, startMollieStandIn, withPlainHttpAgent } from '../../test/mollie-stand-in.ts';
import { MollieProvider } from './mollie-provider.ts';
import { type PaymentOrder, ProviderUnavailableError } from './payment-provider.ts';

const apiKey = 'test_cancel0stand0in0key0abcdefgh';

const order = (method: PaymentOrder['method']): PaymentOrder => ({
  amountCents: 1250,
  currency: 'EUR',
  method,
  description: '100 credits',
  redirectUrl: 'https://dating.example/transactions/pay_1',
  webhookUrl: 'https://dating.example/api/payment-webhook.php',
  locale: 'nl-NL',
  country: 'NL',
  reference: 'pay_1',
});

describe('MollieProvider cancel and outages', () => {
  let standIn: MollieStandIn;
  let mollie: MollieProvider;

  beforeAll(async () => {
    standIn = await startMollieStandIn({ apiKey, cancelable: ['creditcard'] });
    mollie = withPlainHttpAgent(() => new MollieProvider({ apiKey, apiEndpoint: standIn.url }));
  });
  afterAll(() => standIn.close());

  it('cancels an open payment whose method allows it, at Mollie', async () => {
    const { id } = await mollie.create(order('visa'));
    expect(await mollie.cancel(id)).toBe(true);
    expect(standIn.payments.get(id)!.payment.status).toBe('canceled');
    expect(standIn.requests).toContain(`DELETE /v2/payments/${id}`);
    expect(await mollie.cancel(id)).toBe(true); // already cancelled
    expect((await mollie.fetch(id))!.status).toBe('cancelled');
  });

  it('cannot cancel an open iDEAL payment, nor a paid one', async () => {
    const ideal = await mollie.create(order('ideal'));
    expect(await mollie.cancel(ideal.id)).toBe(false);
    expect(standIn.payments.get(ideal.id)!.payment.status).toBe('open');
    const card = await mollie.create(order('visa'));
    standIn.setStatus(card.id, 'paid');
    expect(await mollie.cancel(card.id)).toBe(false);
    for (const ended of ['expired', 'failed'] as const) {
      const { id } = await mollie.create(order('ideal'));
      standIn.setStatus(id, ended);
      expect(await mollie.cancel(id)).toBe(true);
    }
  });

  it('reports Mollie down (503, or no answer) as unavailable, and a refusal as it is', async () => {
    const { id } = await mollie.create(order('ideal'));
    try {
      for (const mode of ['unavailable', 'hangup'] as const) {
        standIn.outage = { mode };
        await expect(mollie.fetch(id)).rejects.toBeInstanceOf(ProviderUnavailableError);
        await expect(mollie.create(order('ideal'))).rejects.toBeInstanceOf(ProviderUnavailableError);
        await expect(mollie.methods({ amountCents: 1250, currency: 'EUR', country: 'NL' })).rejects.toBeInstanceOf(
          ProviderUnavailableError,
        );
      }
      standIn.outage = { mode: 'refuse' };
      const refused = mollie.create(order('ideal'));
      await expect(refused).rejects.toMatchObject({ statusCode: 422 });
      await expect(refused).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      standIn.outage = null;
    }
  });
});
