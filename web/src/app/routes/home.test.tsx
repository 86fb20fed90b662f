import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NICHES } from '../../../../shared/constants.ts';
import type { ShowcaseResponse } from '../../../../shared/contracts/members.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import nl from '../../../../shared/i18n/locales/nl.json';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Home } from './home.tsx';

const settingsOf = (niche: number) =>
  ({
    niche,
    index_title: 'Demo Dating',
    description: 'Ontmoet singles.',
    cdn_prefix: '',
    fictional_icon: false,
  }) as unknown as Settings;
const SHOWCASE: ShowcaseResponse = {
  place: null,
  profiles: [1, 2, 3].map((i) => ({
    id: `m${i}`,
    name: `Lid ${i}`,
    age: 30 + i,
    country: 'NL',
    region: null,
    city: 'Utrecht',
    photo: { thumb: `photos/m${i}/thumb`, profile: `photos/m${i}/profile` },
    fictional: false,
  })),
  towns: [],
  offers: [],
};

const FITTING = {
  profiles: SHOWCASE.profiles.map((member) => ({ ...member, id: `fit-${member.id}`, name: `Past ${member.id}` })),
};

function renderHome(niche: number, user: unknown = null) {
  const fetch = stubApi((path) =>
    path === '/api/showcase.php' ? [200, SHOWCASE] : path === '/api/home-members.php' ? [200, FITTING] : [404, {}],
  );
  renderScreen(<Home />, [
    [settingsQuery.queryKey, settingsOf(niche)],
    [userQuery.queryKey, user],
  ]);
  return fetch;
}

/** The home page speaks each niche's words and shows a visitor its members (decision 032). */
describe.each(NICHES.map((niche, index) => [index + 1, niche] as const))(
  'the home page of niche %i (%s)',
  (setting, niche) => {
    it('shows a visitor the niche’s headline beside the site’s title, and its members opening signup', async () => {
      renderHome(setting);
      const texts = nl.niche_texts[niche];
      expect(screen.getByTestId('home-niche-headline').textContent).toBe(texts.headline);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Dating');
      const members = screen.getByTestId('home-members');
      expect(within(members).getByText(texts.lead)).toBeTruthy();
      const tiles = await within(members).findAllByTestId('showcase-tile');
      expect(tiles).toHaveLength(3);
      expect(tiles.every((tile) => tile.getAttribute('href')?.includes('signup=1'))).toBe(true);
      expect(screen.queryByTestId('home-fitting-members')).toBeNull();
      expect(screen.queryByText(nl.home.members_title)).toBeNull();
    });
  },
);

describe('the home page of a member', () => {
  it('shows no showcase and asks for none', async () => {
    const fetch = renderHome(2, { id: 'me' });
    expect(screen.getByTestId('home-niche-headline').textContent).toBe(nl.niche_texts.she.headline);
    expect(screen.queryByTestId('home-members')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/showcase.php'))).toEqual([]);
  });

  it('shows the members who fit them as search cards opening their profiles, and the way to the search', async () => {
    renderHome(2, { id: 'me' });
    const section = await screen.findByTestId('home-fitting-members');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(nl.home.members_title);
    const cards = await within(section).findAllByTestId('member-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/members/fit-m1',
      '/members/fit-m2',
      '/members/fit-m3',
    ]);
    expect(cards[0]!.textContent).toContain('Past m1, 31');
    expect(within(section).getByTestId('home-members-search').getAttribute('href')).toBe('/members');
  });
});

describe('the home page of a visitor', () => {
  it('never asks for the members who fit a member', async () => {
    const fetch = renderHome(1);
    await screen.findAllByTestId('showcase-tile');
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/home-members.php'))).toEqual([]);
  });
});
