import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { card, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Members } from './members.tsx';

/** The order of the search's results, chosen beside them and kept in the URL (decision 033). */
const settings = {
  niche: 1,
  search_fields: ['gender', 'min_age', 'max_age'],
  cdn_prefix: '',
  fictional_icon: false,
} as unknown as Settings;
const NEEDS_TOWN = { statusCode: 400, code: 'search_needs_town', message: 'Sorteren op afstand kan niet.' };

function renderMembers(url: string, user: unknown = testUser, needsTown = false) {
  const fetch = stubApi((path, init) => {
    if (path === '/api/saved-searches.php') return [200, { saved_searches: [] }];
    if (path === '/api/likes.php') return [200, { profiles: [], liked_by: [] }];
    if (path !== '/api/members.php') return [200, { countries: [] }];
    const query = new URLSearchParams(fetch.mock.calls.find(([, sent]) => sent === init)![0].split('?')[1]);
    if (needsTown && query.get('sort') === 'nearest') return [400, NEEDS_TOWN];
    const page = Number(query.get('page'));
    return [200, { profiles: [card(page)], numResults: 2, more: page === 1, similar: [], offers: [] }];
  });
  renderScreen(
    <>
      <Members />
      <Location />
    </>,
    [
      [settingsQuery.queryKey, settings],
      [userQuery.queryKey, user],
    ],
    { url, path: '/members' },
  );
  return fetch;
}

/** Shows the router's query string, so that tests can read what the URL keeps. */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** The query of every search asked so far, in order. */
const searches = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url]) => url.startsWith('/api/members.php'))
    .map(([url]) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));

const sortSelect = () => screen.getByLabelText('Sorteren op') as HTMLSelectElement;

describe('the search’s sort', () => {
  it('sends the chosen sort with the search and with every further page', async () => {
    const fetch = renderMembers('/members');
    await screen.findByTestId('num-results');
    expect(sortSelect().value).toBe('newest');
    expect(searches(fetch)).toEqual([{ page: '1' }]);
    await userEvent.selectOptions(sortSelect(), 'Laatst actief');
    await waitFor(() => expect(searches(fetch)).toHaveLength(2));
    expect(searches(fetch)[1]).toEqual({ sort: 'last_active', page: '1' });
    expect(screen.getByTestId('location').textContent).toBe('?sort=last_active');
    await userEvent.click(await screen.findByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(searches(fetch)).toHaveLength(3));
    expect(searches(fetch)[2]).toEqual({ sort: 'last_active', page: '2' });
    expect(sortSelect().value).toBe('last_active');
  });

  it('starts from the sort the URL names', async () => {
    const fetch = renderMembers('/members?sort=nearest');
    await screen.findByTestId('num-results');
    expect(sortSelect().value).toBe('nearest');
    expect(searches(fetch)).toEqual([{ sort: 'nearest', page: '1' }]);
  });

  it('is kept when the member searches with other filters and when they clear them', async () => {
    const fetch = renderMembers('/members?sort=last_active');
    await screen.findByTestId('num-results');
    // The form's code loads once the browser is idle (its own chunk): slow on a busy machine.
    const form = await screen.findByTestId('search-filters', {}, { timeout: 10_000 });
    await userEvent.selectOptions(within(form).getByLabelText('Geslacht'), 'Vrouwen');
    await userEvent.click(within(form).getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches(fetch).at(-1)).toEqual({ gender: 'female', sort: 'last_active', page: '1' }));
    await userEvent.click(within(await screen.findByTestId('search-filters')).getByRole('button', { name: 'Wissen' }));
    await waitFor(() => expect(searches(fetch).at(-1)).toEqual({ sort: 'last_active', page: '1' }));
    expect(sortSelect().value).toBe('last_active');
    expect(screen.getByTestId('location').textContent).toBe('?sort=last_active');
  });

  it('offers a visitor no nearest, and sorts their search by newest where the URL names nearest', async () => {
    const fetch = renderMembers('/members?sort=nearest', null);
    await screen.findByTestId('num-results');
    const options = within(sortSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nieuwste leden', 'Laatst actief']);
    expect(sortSelect().value).toBe('newest');
    expect(searches(fetch)).toEqual([{ page: '1' }]);
  });

  it('tells a member without a town position where to give it when they sort by nearest, instead of an error', async () => {
    renderMembers('/members', testUser, true);
    await screen.findByTestId('num-results');
    await userEvent.selectOptions(sortSelect(), 'Dichtbij eerst');
    const box = await screen.findByTestId('sort-needs-town');
    expect(box.textContent).toContain('Zet "Mijn locatie gebruiken" aan in je instellingen');
    const link = within(box).getByRole('link', { name: 'Naar mijn instellingen' });
    expect(link.getAttribute('href')).toBe('/settings#geolocation');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(NEEDS_TOWN.message)).toBeNull();
    // The sort stays there to choose another.
    await userEvent.selectOptions(sortSelect(), 'Nieuwste leden');
    await waitFor(() => expect(screen.queryByTestId('sort-needs-town')).toBeNull());
  });
});
