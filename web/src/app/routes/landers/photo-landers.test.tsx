import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLander, showcaseAnswer } from '../../../test/lander.tsx';
import { Component as AloneTonight } from './alonetonight.tsx';
import { Component as CollageLanding } from './collagelanding.tsx';
import { Component as Gallery } from './gallery.tsx';
import { Component as IconsLanding } from './iconslanding.tsx';

const LANDERS = [
  ['alonetonight', AloneTonight],
  ['collagelanding', CollageLanding],
  ['gallery', Gallery],
  ['iconslanding', IconsLanding],
] as const;

const offer = { id: 'o1', kind: 'cam', title: 'Cam Club', url: 'https://cams.example/', image: null } as const;

describe.each(LANDERS)('the %s lander', (name, Lander) => {
  const at = (query = '', slug?: string) =>
    renderLander(Lander, {
      url: `/landers/${name}${slug ? `/${slug}` : ''}${query}`,
      path: `/landers/${name}/:slug?`,
      slug,
      answer: showcaseAnswer(
        slug === 'amsterdam'
          ? { place: { kind: 'town', name: 'Amsterdam', slug } }
          : slug === 'romance'
            ? { place: { kind: 'theme', name: 'romance', slug } }
            : { offers: [offer] },
      ),
    });

  it('shows every member of the showcase, the fictional one badged with the site warning', () => {
    at();
    for (const n of [1, 2, 3, 4, 5, 6])
      expect(screen.getByRole('link', { name: `Maak kennis met Lid ${n}` })).toBeTruthy();
    const fictional = screen.getByRole('link', { name: 'Maak kennis met Lid 2' });
    expect(within(fictional).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(within(screen.getByRole('link', { name: 'Maak kennis met Lid 1' })).queryByText('Fictief')).toBeNull();
    expect(screen.getAllByText('Fictief')).toHaveLength(1);
  });

  it('loads the first screen’s photos at once and the others when scrolled to', () => {
    at();
    const photo = (n: number) => screen.getByRole('link', { name: `Maak kennis met Lid ${n}` }).querySelector('img')!;
    expect(photo(6).getAttribute('loading')).toBe('lazy');
    if (name !== 'iconslanding') expect(photo(1).getAttribute('loading')).toBe('eager');
    expect(photo(1).getAttribute('width')).toBeTruthy();
  });

  it('opens signup in place from its call to action and from a member, keeping the tracking query', async () => {
    at('?network=x&sub1=y');
    expect(screen.getByRole('link', { name: 'Maak kennis met Lid 3' }).getAttribute('href')).toBe(
      `/landers/${name}?network=x&sub1=y&signup=1`,
    );
    await userEvent.click(screen.getByTestId('lander-cta'));
    expect(screen.getByTestId('location').textContent).toBe(`/landers/${name}?network=x&sub1=y&signup=1`);
  });

  it('shows the general wording without a place, the town’s name for a town and the theme in Dutch', () => {
    at('', 'unknown-slug');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
  });

  it('names the town of its slug', () => {
    at('', 'amsterdam');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles in Amsterdam');
  });

  it('names the theme of its slug in the visitor’s language', () => {
    at('', 'romance');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles in Romantiek');
  });

  it('shows the partner offers as advertisements', () => {
    at();
    const card = screen.getByTestId('offer-card');
    expect(card.getAttribute('href')).toBe('https://cams.example/');
    expect(within(card).getByText('Live cam · advertentie')).toBeTruthy();
  });
});

describe('the alonetonight lander', () => {
  it('counts the members free tonight near the place', () => {
    renderLander(AloneTonight, {
      url: '/landers/alonetonight/utrecht',
      path: '/landers/alonetonight/:slug?',
      slug: 'utrecht',
      answer: showcaseAnswer({ place: { kind: 'town', name: 'Utrecht', slug: 'utrecht' } }),
    });
    expect(screen.getByTestId('tonight-count').textContent).toBe('6 leden bij Utrecht hebben vanavond tijd');
  });
});

describe('the iconslanding lander', () => {
  it('shows what the site offers as a grid of six named icons', () => {
    renderLander(IconsLanding, { url: '/landers/iconslanding', path: '/landers/iconslanding/:slug?' });
    const grid = screen.getByTestId('icons-feature-grid');
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Gratis aanmelden', 'Dichtbij', "Echte foto's", 'Direct chatten', 'Matches', 'Discreet']);
    expect(grid.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6);
  });
});
