import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { BundlesResponse } from '../../../../shared/contracts/payments.ts';
import { userQuery } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Premium } from './premium.tsx';

const BUNDLES: BundlesResponse = {
  bundles: [
    {
      id: '20000000-0000-4000-8000-000000000002',
      credits: 60,
      currency: 'EUR',
      original_price_cents: 1995,
      price_cents: 1995,
      popular: true,
      ribbon_percentage: 16,
    },
  ],
  discount: null,
  repeat_order: null,
};

function renderPremium(user: User | null) {
  const fetch = stubApi((path) => (path === '/api/bundles.php' ? [200, BUNDLES] : [404, {}]));
  renderScreen(<Premium />, [[userQuery.queryKey, user]]);
  return fetch;
}

describe('/premium', () => {
  it('tells a premium member they are one and what it gives, with their credits, not the offer', async () => {
    const fetch = renderPremium({ ...testUser, paid_user: true, credits: 42 } as User);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Je bent premium lid');
    expect(screen.getByTestId('premium-benefits').textContent).toContain('Stuur berichten aan wie je wilt');
    expect(screen.getByTestId('credit-balance').textContent).toBe('Credits op je saldo: 42');
    expect(screen.getByRole('link', { name: 'Credits bijkopen' }).getAttribute('href')).toBe('/credits');
    expect(screen.queryByTestId('premium-claim')).toBeNull();
    expect(screen.queryByText('Word premium lid')).toBeNull();
    expect(screen.queryByText('Dit pakket kiezen')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers premium, with its packages, to a member who is not premium yet', async () => {
    renderPremium({ ...testUser, paid_user: false } as User);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Word premium lid');
    expect(screen.getByTestId('premium-claim').textContent).toBe('46% meer kans op een date');
    expect(await screen.findByText('Dit pakket kiezen')).toBeTruthy();
    expect(screen.queryByTestId('premium-member')).toBeNull();
  });

  it('offers premium to a visitor', async () => {
    renderPremium(null);
    expect(await screen.findByText('Dit pakket kiezen')).toBeTruthy();
  });
});
