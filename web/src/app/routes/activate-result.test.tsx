import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { activateDone } from './activate-result.tsx';

const settings = { name: 'Demo' } as Settings;
const ID = '11111111-2222-4333-8444-555555555555';
const femke = {
  id: ID,
  name: 'Femke',
  age: 31,
  country: 'NL',
  region: null,
  city: null,
  photo: null,
  fictional: false,
};

function renderDone(member: typeof femke | null) {
  const fetch = stubApi((path) => (path === '/api/landing-member.php' ? [200, { member }] : [200, {}]));
  renderScreen(<activateDone.Component />, [
    [settingsQuery.queryKey, settings],
    [userQuery.queryKey, { id: 'me', paid_user: false }],
  ]);
  return fetch;
}

const buttons = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('activate-done', () => {
  it('offers writing to the member of the profile landing first', async () => {
    renderDone(femke);
    await screen.findByTestId('write-to-landing-member');
    expect(buttons()[0]).toEqual(['Schrijf Femke', `/members/${ID}/chat`]);
    expect(buttons().length).toBe(4);
  });

  it('starts with premium (and the discount badge) without one', async () => {
    const fetch = renderDone(null);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('write-to-landing-member')).toBeNull();
    expect(buttons()[0]![1]).toBe('/premium');
    expect(screen.getByTestId('discount-badge')).toBeTruthy();
  });
});
