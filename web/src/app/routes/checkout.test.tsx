import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BundlesResponse, PaymentMethodsResponse } from '../../../../shared/contracts/payments.ts';
import { userQuery } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { fill, noteOf, renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Checkout } from './checkout.tsx';

const BUNDLE = '20000000-0000-4000-8000-000000000002';
const bundles = (percentage: number, code: string | null): BundlesResponse => ({
  bundles: [
    {
      id: BUNDLE,
      credits: 60,
      currency: 'EUR',
      original_price_cents: 1995,
      price_cents: Math.round(1995 * (1 - percentage / 100)),
      popular: true,
      ribbon_percentage: 16,
    },
  ],
  discount: code ? { code, percentage, source: code === 'TIMEBONUS25' ? 'time_bonus' : 'code', expires: null } : null,
  repeat_order: null,
});
const OFFERED: PaymentMethodsResponse = {
  country: 'NL',
  countries: ['NL', 'BE'],
  methods: ['ideal', 'paypal'],
  unavailable: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderCheckout(method = '', methods = OFFERED, bundleId = BUNDLE) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetch = stubApi((path, init) => {
    const query = new URLSearchParams(String(fetch.mock.calls.at(-1)?.[0]).split('?')[1]);
    if (path === '/api/bundles.php') {
      const code = query.get('discount_code');
      return [200, code ? bundles(10, code) : bundles(25, 'TIMEBONUS25')];
    }
    if (path === '/api/paymentmethods.php') return [200, methods];
    if (path === '/api/discountcode.php') {
      return query.get('code') === 'DEMO10'
        ? [200, { code: 'DEMO10', percentage: 10, source: 'code', expires: null }]
        : [404, { statusCode: 404, code: 'discount_not_found', message: 'Code niet gevonden' }];
    }
    if (path === '/api/payment.php' && init?.method === 'POST') {
      return [200, { payment_id: 'p', checkout_url: 'http://localhost:3000/api/test-checkout/tp_x' }];
    }
    return [404, {}];
  });
  renderScreen(<Checkout />, [[userQuery.queryKey, testUser]], {
    url: `/credits/${bundleId}${method ? `/${method}` : ''}`,
    path: '/credits/:id/:paymentmethod?',
  });
  return { fetch, assign };
}

const body = (fetch: ReturnType<typeof stubApi>) =>
  JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));

describe('the checkout', () => {
  it('shows the time-bonus price and pays with the first method of the country', async () => {
    const { fetch, assign } = renderCheckout();
    expect((await screen.findByTestId('checkout-total')).textContent).toMatch(/€\s14,96/);
    expect(screen.getByTestId('discount-banner').textContent).toContain('25% welkomstbonus');
    expect((screen.getByLabelText('iDEAL') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/test-checkout/tp_x'));
    expect(body(fetch)).toEqual({ bundle_id: BUNDLE, method: 'ideal', country: 'NL' });
  });

  it('starts with the method of the address', async () => {
    renderCheckout('paypal');
    expect(((await screen.findByLabelText('PayPal')) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Code niet gevonden' under the field, and applies and clears a good code", async () => {
    const { fetch } = renderCheckout();
    await screen.findByTestId('checkout-total');
    fill('Kortingscode', 'NOPE');
    fireEvent.click(screen.getByText('Toepassen'));
    await waitFor(() => expect(noteOf('Kortingscode')).toBe('Code niet gevonden'));

    fill('Kortingscode', 'DEMO10');
    fireEvent.click(screen.getByText('Toepassen'));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('Code DEMO10 toegepast: 10% korting');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/€\s17,96/));
    fireEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(body(fetch)).toMatchObject({ discount_code: 'DEMO10' }));

    fireEvent.click(screen.getByText('Wissen'));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/€\s14,96/));
  });

  it('says the site takes no payments yet instead of offering a pay button', async () => {
    renderCheckout('', { ...OFFERED, methods: [], unavailable: 'payments' });
    expect((await screen.findByTestId('checkout-unavailable')).textContent).toBe(
      'Betalen is op deze site nog niet mogelijk. Probeer het later opnieuw.',
    );
    expect(screen.queryByTestId('pay')).toBeNull();
    expect(screen.getByText('Naar de creditpakketten')).toBeTruthy();
  });

  it('says why direct debit is missing and pays with the methods there are', async () => {
    renderCheckout('sdd', { ...OFFERED, unavailable: 'direct_debit' });
    expect((await screen.findByTestId('checkout-unavailable')).textContent).toBe(
      'Automatische incasso is op deze site niet beschikbaar: de bevestigingscode kan nu niet per sms worden verstuurd.',
    );
    expect((screen.getByLabelText('iDEAL') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('to-direct-debit')).toBeNull();
  });

  it('says a bundle that is not on offer is gone, with the way back to the bundles', async () => {
    renderCheckout('', OFFERED, '20000000-0000-4000-8000-000000000009');
    expect((await screen.findByRole('alert')).textContent).toContain('Dit pakket bestaat niet (meer).');
    expect(screen.getByText('Naar de creditpakketten')).toBeTruthy();
    expect(screen.queryByTestId('pay')).toBeNull();
  });
});
