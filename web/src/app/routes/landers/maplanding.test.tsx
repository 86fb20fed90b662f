import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawTowns } from '../../../features/showcase/components/maplanding-town-map.tsx';
import { renderScreen } from '../../../test/screen.tsx';
import { landerQueries, showcaseAnswer, showcaseMember } from '../../../test/showcase-answer.ts';
import { Component as MapLander } from './maplanding.tsx';

const towns = [
  { name: 'Amsterdam', slug: 'amsterdam', members: 12, latitude: 52.3676, longitude: 4.9041 },
  { name: 'Haarlem', slug: 'haarlem', members: 3, latitude: 52.3874, longitude: 4.6462 },
  { name: 'Utrecht', slug: 'utrecht', members: 1, latitude: 52.0907, longitude: 5.1214 },
];
/** A member as if the answer leaked a position: the lander must never draw it. */
const placedMember = { ...showcaseMember(4), latitude: 51.111111, longitude: 3.777777 };

function renderLander(url: string, slug: string | undefined, answer = showcaseAnswer({ towns })) {
  return renderScreen(<MapLander />, landerQueries(slug, answer), { url, path: '/landers/maplanding/:slug?' });
}

describe('the map lander', () => {
  it('marks every town with its member count and links it to its own lander, keeping the query', () => {
    renderLander('/landers/maplanding?network=x', undefined);
    const markers = screen.getAllByTestId('town-marker');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Amsterdam: 12 leden',
      'Haarlem: 3 leden',
      'Utrecht: 1 lid',
    ]);
    expect(markers.map((marker) => marker.getAttribute('href'))).toEqual([
      '/landers/maplanding/amsterdam?network=x',
      '/landers/maplanding/haarlem?network=x',
      '/landers/maplanding/utrecht?network=x',
    ]);
    expect(within(markers[0]!).getByText('12')).toBeTruthy();
  });

  it('highlights the town the slug names and heads the page and its members with it', () => {
    renderLander(
      '/landers/maplanding/haarlem',
      'haarlem',
      showcaseAnswer({ towns, place: { kind: 'town', name: 'Haarlem', slug: 'haarlem' } }),
    );
    const current = screen.getByRole('link', { name: 'Haarlem: 3 leden' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('class')).toContain('is-current');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles in Haarlem');
    expect(screen.getByRole('heading', { name: 'Leden in Haarlem' })).toBeTruthy();
  });

  it('draws the towns only, never a position of a member', () => {
    const { container } = renderLander(
      '/landers/maplanding',
      undefined,
      showcaseAnswer({ towns, profiles: [placedMember] }),
    );
    expect(container.querySelectorAll('circle')).toHaveLength(towns.length);
    expect(container.innerHTML).not.toContain('51.111');
    expect(container.innerHTML).not.toContain('3.777');
    expect(screen.getByTestId('showcase-tile')).toBeTruthy();
  });

  it('shows the members with the fictional badge, and its calls to action open signup keeping the query', () => {
    renderLander('/landers/maplanding/nowhere?network=x', 'nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
    const tiles = screen.getAllByTestId('showcase-tile');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[1]!).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(within(tiles[0]!).queryByText('Fictief')).toBeNull();
    expect(screen.getByTestId('showcase-signup').getAttribute('href')).toBe(
      '/landers/maplanding/nowhere?network=x&signup=1',
    );
  });

  it('leaves the map out where no town has members', () => {
    renderLander('/landers/maplanding', undefined, showcaseAnswer());
    expect(screen.queryByTestId('town-map')).toBeNull();
    expect(screen.getAllByTestId('showcase-tile')).toHaveLength(3);
  });
});

describe('drawing the towns', () => {
  it('keeps every marker and label inside the box, the fullest town the largest, north up', () => {
    const drawn = drawTowns(towns);
    for (const { x, y, radius, label } of drawn) {
      expect(x - radius).toBeGreaterThanOrEqual(0);
      expect(x + radius).toBeLessThanOrEqual(400);
      expect(y - radius).toBeGreaterThanOrEqual(0);
      expect(y + radius).toBeLessThanOrEqual(300);
      if (label) expect(label.x + label.width).toBeLessThanOrEqual(400);
    }
    const [amsterdam, haarlem, utrecht] = ['amsterdam', 'haarlem', 'utrecht'].map((slug) =>
      drawn.find((town) => town.town.slug === slug)!,
    );
    expect(amsterdam!.radius).toBeGreaterThan(haarlem!.radius);
    expect(utrecht!.y).toBeGreaterThan(amsterdam!.y);
    expect(haarlem!.x).toBeLessThan(amsterdam!.x);
  });

  it('draws a single town in the middle', () => {
    const [only] = drawTowns([towns[0]!]);
    expect([only!.x, only!.y]).toEqual([200, 150]);
  });
});
