import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Members } from './members.tsx';

const settings = { search_fields: ['gender', 'min_age', 'max_age'], cdn_prefix: '', fictional_icon: false } as Settings;

/** The members page, its search answered with this status and body. */
function renderSearch(status: number, body: unknown) {
  stubApi((path) => (path === '/api/members.php' ? [status, body] : [200, { countries: [] }]));
  renderScreen(<Members />, [
    [settingsQuery.queryKey, settings],
    [userQuery.queryKey, null],
  ]);
}

describe('the member search for a visitor', () => {
  it('asks to log in or sign up where the site lets no visitor search', async () => {
    const message = 'Zoeken is alleen voor leden. Meld je aan of log in om te zoeken.';
    renderSearch(403, { statusCode: 403, code: 'search_members_only', message });
    const box = await screen.findByTestId('search-login-needed');
    expect(within(box).getByText(message)).toBeTruthy();
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gratis aanmelden', '/signup'],
      ['Inloggen', '/login'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('num-results')).toBeNull();
  });

  it('shows any other refusal as it is, without the login box', async () => {
    const message = 'Ongeldige zoekopdracht.';
    renderSearch(400, { statusCode: 400, code: 'bad_request', message });
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe(message);
    expect(screen.queryByTestId('search-login-needed')).toBeNull();
  });
});
