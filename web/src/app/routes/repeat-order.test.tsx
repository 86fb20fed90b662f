import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BundlesResponse } from '../../../../shared/contracts/payments.ts';
import { userQuery } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as RepeatOrder } from './repeat-order.tsx';

const SMALL = '20000000-0000-4000-8000-000000000001';
const LARGE = '20000000-0000-4000-8000-000000000002';
const bundle = (id: string, credits: number, price_cents: number) => ({
  id,
  credits,
  currency: 'EUR',
  original_price_cents: price_cents,
  price_cents,
  popular: false,
  ribbon_percentage: 0,
});
const bundles = (repeat_order: BundlesResponse['repeat_order']): BundlesResponse => ({
  bundles: [bundle(SMALL, 20, 995), bundle(LARGE, 60, 1995)],
  discount: null,
  repeat_order,
});

/** /credits/repeat-order with `answer` from GET /api/bundles.php; POST /api/payment.php answers `payment`. */
function renderRepeat(
  answer: BundlesResponse,
  payment: [number, unknown] = [200, { payment_id: 'p', checkout_url: '/pay/tp_x' }],
) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetch = stubApi((path, init) => {
    if (path === '/api/bundles.php') return [200, answer];
    return path === '/api/payment.php' && init?.method === 'POST' ? payment : [404, {}];
  });
  renderScreen(<RepeatOrder />, [[userQuery.queryKey, testUser]], {
    url: '/credits/repeat-order',
    path: '/credits/repeat-order',
  });
  return { fetch, assign };
}

const paymentBodies = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('/credits/repeat-order', () => {
  it.each([
    [LARGE, 'ideal', '60 credits', /€\s19,95 met iDEAL/],
    [SMALL, 'paypal', '20 credits', /€\s9,95 met PayPal/],
  ] as const)(
    'offers the last bundle with the last method (%s, %s), and pays it with one tap',
    async (id, method, credits, price) => {
      const { fetch, assign } = renderRepeat(bundles({ bundle_id: id, method }));
      const page = await screen.findByTestId('repeat-order-page');
      expect(within(page).getByRole('heading').textContent).toBe('Vorige bestelling herhalen');
      expect(page.textContent).toContain(credits);
      expect(page.textContent).toMatch(price);
      fireEvent.click(screen.getByRole('button', { name: 'Nu betalen' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/tp_x'));
      expect(paymentBodies(fetch)).toEqual([{ bundle_id: id, method }]);
      expect((screen.getByRole('button', { name: 'Nu betalen' }) as HTMLButtonElement).disabled).toBe(true);
    },
  );

  it('leads to the checkout of the same bundle to pay another way', async () => {
    renderRepeat(bundles({ bundle_id: SMALL, method: 'paypal' }));
    const other = await screen.findByRole('link', { name: 'Andere betaalmethode kiezen' });
    expect(other.getAttribute('href')).toBe(`/credits/${SMALL}`);
  });

  it('says why a payment could not start, and lets the member try again', async () => {
    const refusal = {
      statusCode: 500,
      code: 'internal',
      message: 'Er is een fout opgetreden, probeer het later opnieuw.',
    };
    const { fetch, assign } = renderRepeat(bundles({ bundle_id: LARGE, method: 'ideal' }), [500, refusal]);
    fireEvent.click(await screen.findByRole('button', { name: 'Nu betalen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal.message);
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Nu betalen' }) as HTMLButtonElement).disabled).toBe(false);
    expect(paymentBodies(fetch)).toHaveLength(1);
  });

  it.each([
    ['without an earlier order', null],
    [
      'when the last bundle is no longer on offer',
      { bundle_id: '20000000-0000-4000-8000-000000000009', method: 'ideal' as const },
    ],
  ])('says there is nothing to repeat %s, with the way to the bundles', async (_, repeat) => {
    renderRepeat(bundles(repeat));
    const page = await screen.findByTestId('repeat-order-page');
    expect(page.textContent).toContain('Je hebt nog geen eerdere bestelling.');
    expect(within(page).getByRole('link', { name: 'Naar de creditpakketten' }).getAttribute('href')).toBe('/credits');
    expect(screen.queryByRole('button', { name: 'Nu betalen' })).toBeNull();
  });
});
