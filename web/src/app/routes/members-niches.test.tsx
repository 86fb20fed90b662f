import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCard, PartnerOffer } from '../../../../shared/contracts/members.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Members } from './members.tsx';

const SEARCH_FIELDS = ['gender', 'min_age', 'max_age', 'body_type'];
const settingsOf = (niche: number) =>
  ({ niche, search_fields: SEARCH_FIELDS, cdn_prefix: '', fictional_icon: false }) as unknown as Settings;
const card = (i: number): MemberCard => ({
  id: `m${i}`,
  name: `Lid ${i}`,
  age: 30 + i,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  photo: null,
  fictional: false,
});
const OFFER: PartnerOffer = {
  id: 'offer-1',
  kind: 'cam',
  title: 'Live cams',
  url: 'https://partner.example/cams',
  image: null,
};

function renderMembers(niche: number, url: string, offers: PartnerOffer[] = []) {
  const fetch = stubApi((path) =>
    path === '/api/members.php'
      ? [200, { profiles: [1, 2, 3, 4, 5].map(card), numResults: 5, more: false, similar: [], offers }]
      : [200, { countries: [] }],
  );
  renderScreen(
    <Members />,
    [
      [settingsQuery.queryKey, settingsOf(niche)],
      [userQuery.queryKey, null],
    ],
    { url, path: '/members' },
  );
  return fetch;
}

const searchAsked = (fetch: ReturnType<typeof stubApi>) => {
  const call = fetch.mock.calls.find(([url]) => url.startsWith('/api/members.php'));
  const params = new URLSearchParams(call![0].split('?')[1]);
  params.delete('page');
  return Object.fromEntries(params);
};

/** Where each niche's search starts (decision 032): asked of the API and shown in the form. */
describe('the members page’s first search per niche', () => {
  it.each([
    [1, {}],
    [2, { gender: 'female' }],
    [3, {}],
    [4, { gender: 'female', body_type: 'fat' }],
    [5, { gender: 'female', min_age: '60' }],
    [6, { gender: 'female', min_age: '35', max_age: '55' }],
    [7, { gender: 'male' }],
  ])('niche %i starts from %o', async (niche, start: Record<string, string>) => {
    const fetch = renderMembers(niche, '/members');
    await screen.findByTestId('num-results');
    expect(searchAsked(fetch)).toEqual(start);
    expect((screen.getByLabelText('Geslacht') as HTMLSelectElement).value).toBe(start.gender ?? '');
    expect((screen.getByLabelText('Leeftijd vanaf') as HTMLInputElement).value).toBe(start.min_age ?? '');
    expect((screen.getByLabelText('Postuur') as HTMLSelectElement).value).toBe(start.body_type ?? '');
  });

  it('searches what the URL names instead, however wide', async () => {
    const fetch = renderMembers(6, '/members?gender=');
    await screen.findByTestId('num-results');
    expect(searchAsked(fetch)).toEqual({});
  });
});

describe('partner offers among the results', () => {
  it('shows each as an ad that links out as sponsored, never counted as a result nor a profile link', async () => {
    renderMembers(1, '/members', [OFFER]);
    const offer = await screen.findByTestId('offer-card');
    expect(offer.getAttribute('href')).toBe('https://partner.example/cams');
    expect(offer.getAttribute('rel')?.split(' ')).toContain('sponsored');
    expect(offer.getAttribute('target')).toBe('_blank');
    expect(within(offer).getByText('Live cam · advertentie')).toBeTruthy();
    expect(screen.getByTestId('num-results').textContent).toBe('Gevonden: 5');
  });

  it('shows none where the answer has none', async () => {
    renderMembers(1, '/members');
    await screen.findByTestId('num-results');
    await waitFor(() => expect(screen.queryByTestId('offer-card')).toBeNull());
  });
});
