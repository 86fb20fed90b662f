import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startMollieStandIn,
  withPlainHttpAgent,
  type MollieStandIn,
  type MollieStatus,
} from '../../test/mollie-stand-in.ts';
import { MollieProvider } from './mollie-provider.ts';
import type { PaymentOrder, ProviderStatus } from './payment-provider.ts';

const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const connect = (standIn: MollieStandIn, key = apiKey) =>
  withPlainHttpAgent(() => new MollieProvider({ apiKey: key, apiEndpoint: standIn.url }));

const order = (changes: Partial<PaymentOrder> = {}): PaymentOrder => ({
  amountCents: 1250,
  currency: 'EUR',
  method: 'visa',
  description: '100 credits',
  redirectUrl: 'https://dating.example/payments/pay_1/return',
  webhookUrl: 'https://dating.example/api/payments/mollie-webhook',
  locale: 'nl-NL',
  country: 'NL',
  reference: 'pay_1',
  ...changes,
});

describe('MollieProvider', () => {
  let standIn: MollieStandIn;
  let mollie: MollieProvider;

  beforeAll(async () => {
    standIn = await startMollieStandIn({ apiKey });
    mollie = connect(standIn);
  });
  afterAll(() => standIn.close());

  it('creates a payment with Mollie’s method, amount and locale, keeps our reference and answers its checkout page', async () => {
    const created = await mollie.create(order());
    expect(created.id).toMatch(/^tr_[A-Za-z0-9]+$/);
    expect(created.checkoutUrl).toBe(new URL(`/checkout/${created.id}`, standIn.url).href);
    expect(standIn.payments.get(created.id)?.request).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: '100 credits',
      redirectUrl: 'https://dating.example/payments/pay_1/return',
      webhookUrl: 'https://dating.example/api/payments/mollie-webhook',
      locale: 'nl_NL',
      method: 'creditcard',
      metadata: { reference: 'pay_1' },
    });
  });

  it('sends SEPA methods under Mollie’s names, small amounts with both decimals, and no locale Mollie lacks', async () => {
    const transfer = await mollie.create(order({ method: 'sct', amountCents: 5, locale: 'tr-TR' }));
    const debit = await mollie.create(order({ method: 'sdd', amountCents: 100_000, locale: 'de-AT' }));
    const transferRequest = standIn.payments.get(transfer.id)?.request;
    expect(transferRequest).toMatchObject({ method: 'banktransfer', amount: { currency: 'EUR', value: '0.05' } });
    expect(transferRequest).not.toHaveProperty('locale');
    expect(standIn.payments.get(debit.id)?.request).toMatchObject({
      method: 'directdebit',
      amount: { currency: 'EUR', value: '1000.00' },
      locale: 'de_AT',
    });
  });

  it('reads every Mollie status in our words, with the amount in cents and our reference', async () => {
    const { id } = await mollie.create(order({ amountCents: 1999, reference: 'pay_2' }));
    const expected: [MollieStatus, ProviderStatus][] = [
      ['open', 'pending'],
      ['pending', 'pending'],
      ['authorized', 'pending'],
      ['paid', 'completed'],
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
      ['expired', 'cancelled'],
    ];
    for (const [mollieStatus, status] of expected) {
      standIn.setStatus(id, mollieStatus);
      expect(await mollie.fetch(id)).toEqual({
        id,
        status,
        amountCents: 1999,
        currency: 'EUR',
        reference: 'pay_2',
        refundedCents: 0,
        chargedBackCents: 0,
      });
    }
  });

  it('reads what Mollie reports refunded and charged back of a paid payment, in cents', async () => {
    const { id } = await mollie.create(order({ amountCents: 1999, reference: 'pay_3' }));
    standIn.setStatus(id, 'paid');
    await mollie.refund(id, 500, 'EUR');
    standIn.chargeback(id, 1001);
    expect(await mollie.fetch(id)).toMatchObject({ status: 'completed', refundedCents: 500, chargedBackCents: 1001 });
    // Mollie refuses a refund beyond what is left (498 cents), and so does its stand-in.
    await expect(mollie.refund(id, 499, 'EUR')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('answers null for a payment Mollie does not know', async () => {
    expect(await mollie.fetch('tr_unknown1234')).toBeNull();
    expect(standIn.requests.at(-1)).toBe('GET /v2/payments/tr_unknown1234');
  });

  it('answers null without asking Mollie for an id that is no Mollie payment id', async () => {
    const before = standIn.requests.length;
    for (const id of ['x/../../', '', 'tr_', 'tr_/../methods', 'tr_abc?testmode=true', 're_abc123', 'tr_abc/refunds']) {
      expect(await mollie.fetch(id)).toBeNull();
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('lets other errors through rather than answer null', async () => {
    const { id } = await mollie.create(order());
    await expect(connect(standIn, 'test_wrong').fetch(id)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('offers the country’s methods Mollie offers, in our order, with every card brand for creditcard', async () => {
    expect(await mollie.methods({ amountCents: 1250, currency: 'EUR', country: 'NL' })).toEqual([
      'ideal',
      'sofort',
      'creditcard',
      'visa',
      'mastercard',
      'maestro',
      'paypal',
      'applepay',
      'sct',
      'sdd',
    ]);
    expect(standIn.methodQueries.at(-1)).toEqual({
      'amount[value]': '12.50',
      'amount[currency]': 'EUR',
      billingCountry: 'NL',
      includeWallets: 'applepay',
    });
    expect(await mollie.methods({ amountCents: 700, currency: 'EUR', country: 'BE' })).toEqual([
      'bancontact',
      'kbc',
      'belfius',
      'sofort',
      'creditcard',
      'visa',
      'mastercard',
      'maestro',
      'paypal',
      'applepay',
      'sct',
      'sdd',
    ]);
    expect(await mollie.methods({ amountCents: 700, currency: 'USD', country: 'US' })).toEqual([
      'creditcard',
      'visa',
      'mastercard',
      'maestro',
      'paypal',
      'applepay',
    ]);
    expect(standIn.methodQueries.at(-1)).toMatchObject({ 'amount[value]': '7.00', 'amount[currency]': 'USD' });
  });

  it('offers only what the account has: no cards without creditcard, sct for banktransfer, sdd for directdebit', async () => {
    const narrow = await startMollieStandIn({ apiKey, methods: ['ideal', 'banktransfer', 'directdebit', 'eps'] });
    try {
      const provider = connect(narrow);
      expect(await provider.methods({ amountCents: 1250, currency: 'EUR', country: 'NL' })).toEqual([
        'ideal',
        'sct',
        'sdd',
      ]);
      expect(await provider.methods({ amountCents: 1250, currency: 'EUR', country: 'AT' })).toEqual([
        'eps',
        'sct',
        'sdd',
      ]);
      expect(await provider.methods({ amountCents: 1250, currency: 'EUR', country: 'US' })).toEqual([]);
    } finally {
      await narrow.close();
    }
  });

  it('rejects a payment when Mollie refuses the API key, and creates nothing', async () => {
    const count = standIn.payments.size;
    await expect(connect(standIn, 'test_wrong').create(order())).rejects.toMatchObject({
      statusCode: 401,
      message: 'Missing authentication, or failed to authenticate',
    });
    expect(standIn.payments.size).toBe(count);
  });

  it('refunds the amount asked of a paid payment', async () => {
    const { id } = await mollie.create(order({ amountCents: 2500 }));
    standIn.setStatus(id, 'paid');
    await mollie.refund(id, 1005, 'EUR');
    expect(standIn.refunds.at(-1)).toEqual({ paymentId: id, request: { amount: { currency: 'EUR', value: '10.05' } } });
  });

  it('lets Mollie’s refusal of a refund through', async () => {
    const { id } = await mollie.create(order());
    const count = standIn.refunds.length;
    await expect(mollie.refund(id, 1250, 'EUR')).rejects.toMatchObject({ statusCode: 422 });
    expect(standIn.refunds.length).toBe(count);
  });
});
