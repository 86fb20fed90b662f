import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment, TransactionsResponse } from '../../../../shared/contracts/payments.ts';
import { userQuery } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Transactions } from './transactions.tsx';

const BUNDLE = '20000000-0000-4000-8000-000000000002';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  id: '30000000-0000-4000-8000-000000000003',
  status: 'completed',
  credits: 60,
  amount_cents: 1496,
  currency: 'EUR',
  method: 'ideal',
  country: 'NL',
  discount_percentage: 25,
  bundle_id: BUNDLE,
  created_at: '2026-11-24T10:00:00Z',
  completed_at: '2026-11-24T10:01:00Z',
  refunded_at: null,
  refunded_credits: null,
  refunded_cents: 0,
  charged_back_cents: 0,
  debt_credits: 0,
  ...changes,
});

function renderPayment(answers: Payment[]) {
  let call = 0;
  const fetch = stubApi(() => [200, answers[Math.min(call++, answers.length - 1)]]);
  renderScreen(<Transactions />, [[userQuery.queryKey, testUser]], {
    url: `/transactions/${payment().id}`,
    path: '/transactions/:id?',
  });
  return fetch;
}

describe('the payment result page', () => {
  it('says the payment succeeded and how many credits came, with the receipt', async () => {
    renderPayment([payment()]);
    expect(await screen.findByText('Betaling gelukt')).toBeTruthy();
    expect(screen.getByText('Er zijn 60 credits aan je saldo toegevoegd. Veel plezier!')).toBeTruthy();
    const receipt = screen.getByTestId('receipt');
    expect(receipt.textContent).toContain('iDEAL');
    expect(receipt.textContent).toMatch(/€\s14,96/);
    expect(receipt.textContent).toContain('25%');
  });

  it('waits while pending and shows the outcome once the provider decided', async () => {
    const fetch = renderPayment([payment({ status: 'pending' }), payment()]);
    expect(await screen.findByText('Betaling in behandeling')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Betaling gelukt')).toBeTruthy(), { timeout: 5000 });
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Betaling mislukt' with a retry of the same bundle and method", async () => {
    renderPayment([payment({ status: 'cancelled', completed_at: null })]);
    expect(await screen.findByText('Betaling mislukt')).toBeTruthy();
    expect(screen.getByTestId('payment-retry').getAttribute('href')).toBe(`/credits/${BUNDLE}/ideal`);
    expect(screen.queryByText('Betalen met PayPal')).toBeNull();
  });

  it('says a charged-back or refunded payment took its credits back, not that it succeeded', async () => {
    renderPayment([payment({ charged_back_cents: 1496, refunded_at: '2026-11-25T10:00:00Z', refunded_credits: 60 })]);
    expect(await screen.findByText('Betaling teruggeboekt')).toBeTruthy();
    expect(screen.queryByText('Betaling gelukt')).toBeNull();
    expect(screen.getByTestId('payment-reversed').textContent).toContain('van je saldo gehaald');
  });

  it('says a payment refunded because its code was used elsewhere booked no credits, not that it failed', async () => {
    renderPayment([payment({ status: 'cancelled', completed_at: null, refunded_at: '2026-11-25T10:00:00Z' })]);
    expect(await screen.findByText('Betaling terugbetaald')).toBeTruthy();
    expect(screen.queryByText('Betaling mislukt')).toBeNull();
    expect(screen.getByTestId('payment-reversed').textContent).toContain('er zijn geen credits bijgeboekt');
  });

  it('offers PayPal beside the retry when a card payment failed', async () => {
    renderPayment([payment({ status: 'failed', method: 'visa', completed_at: null })]);
    expect(await screen.findByText('Betaling mislukt')).toBeTruthy();
    expect(screen.getByTestId('payment-retry').getAttribute('href')).toBe(`/credits/${BUNDLE}/visa`);
    expect(screen.getByText('Betalen met PayPal').getAttribute('href')).toBe(`/credits/${BUNDLE}/paypal`);
  });
});

describe('the transactions page', () => {
  it('lists payments to their receipts and every credit movement', async () => {
    const answer: TransactionsResponse = {
      payments: [payment()],
      entries: [
        { id: 'e2', delta: 60, debt: 0, reason: 'purchase', created_at: '2026-11-24T10:01:00Z' },
        { id: 'e1', delta: -1, debt: 0, reason: 'message', created_at: '2026-11-23T10:00:00Z' },
      ],
      credit_debt: 0,
    };
    stubApi(() => [200, answer]);
    renderScreen(<Transactions />, [[userQuery.queryKey, testUser]], {
      url: '/transactions',
      path: '/transactions/:id?',
    });
    const list = await screen.findByTestId('payment-list');
    expect(list.querySelector('a')?.getAttribute('href')).toBe(`/transactions/${payment().id}`);
    expect(screen.getByText('+60')).toBeTruthy();
    expect(screen.getByText('-1')).toBeTruthy();
    expect(screen.getByText('Aankoop')).toBeTruthy();
  });

  it('shows a charged-back payment with the credits taken back, the debt, and the debt the next purchase pays', async () => {
    const answer: TransactionsResponse = {
      payments: [
        payment({
          charged_back_cents: 1496,
          refunded_at: '2026-11-25T10:00:00Z',
          refunded_credits: 20,
          debt_credits: 40,
        }),
        payment({ id: '30000000-0000-4000-8000-000000000004', refunded_cents: 500, refunded_credits: 20 }),
      ],
      entries: [
        { id: 'e3', delta: -20, debt: 40, reason: 'chargeback', created_at: '2026-11-25T10:00:00Z' },
        { id: 'e2', delta: -20, debt: 0, reason: 'refund', created_at: '2026-11-24T10:00:00Z' },
      ],
      credit_debt: 40,
    };
    stubApi(() => [200, answer]);
    renderScreen(<Transactions />, [[userQuery.queryKey, testUser]], {
      url: '/transactions',
      path: '/transactions/:id?',
    });
    const list = await screen.findByTestId('payment-list');
    expect(list.textContent).toContain('Teruggeboekt');
    expect(list.textContent).toContain('Terugbetaald');
    expect(list.textContent).toContain('Teruggenomen credits: 20');
    expect(list.textContent).toContain('Als schuld geboekt: 40');
    expect(screen.getByTestId('credit-debt').textContent).toContain('40');
    expect(screen.getByText('Terugboeking')).toBeTruthy();
    expect(screen.getByText('Terugbetaling')).toBeTruthy();
  });
});
