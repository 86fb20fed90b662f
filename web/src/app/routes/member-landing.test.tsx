import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { MemberLandingResponse } from '../../../../shared/contracts/members.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { landingsKeys } from '../../features/landings/api/keys.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen } from '../../test/screen.tsx';
import { Component as Landing } from './member-landing.tsx';
import { Component as Landing2 } from './member-landing2.tsx';
import { Component as Landing3 } from './member-landing3.tsx';

const settings = { cdn_prefix: '', fictional_icon: true, fictional_warning: 'Fictief profiel' } as Settings;
const ID = '11111111-2222-4333-8444-555555555555';
const card = (id: string, name: string, fictional = false) => ({
  id,
  name,
  age: 31,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  fictional,
  photo: { thumb: `${id}-p/thumb.jpg`, profile: `${id}-p/profile.jpg` },
});
const others = [card('o1', 'Noor', true), card('o2', 'Lotte')];
const shown: MemberLandingResponse = {
  member: { ...card(ID, 'Femke', true), about: 'Ik fiets graag.' },
  place: { kind: 'town', name: 'Utrecht', slug: 'utrecht' },
  others,
};
const hidden: MemberLandingResponse = { member: null, place: null, others };

const DESIGNS: [string, ComponentType, string, string][] = [
  ['landing', Landing, `/members/${ID}/landing?network=ads`, '/members/:id/landing'],
  ['landing2', Landing2, `/members/${ID}/landing2/utrecht?network=ads`, '/members/:id/landing2/:slug?'],
  ['landing3', Landing3, `/members/${ID}/landing3/utrecht?network=ads`, '/members/:id/landing3/:slug?'],
];

function renderLanding(Design: ComponentType, url: string, path: string, answer: MemberLandingResponse) {
  const slug = url.includes('/utrecht') ? 'utrecht' : undefined;
  renderScreen(
    <Design />,
    [
      [settingsQuery.queryKey, settings],
      [landingsKeys.landing(ID, slug), answer],
    ],
    { url, path },
  );
}

describe.each(DESIGNS)('the profile landing %s', (_name, Design, url, path) => {
  it('shows the member with their photo sized, the fictional badge, and signup in place carrying the member', () => {
    renderLanding(Design, url, path, shown);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Femke');
    expect(screen.getByText('Ik fiets graag.')).toBeTruthy();
    const photo = document.querySelector<HTMLImageElement>(`img[src="/media/${ID}-p/profile.jpg"]`)!;
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('sizes')]).toEqual([
      '640',
      '640',
      expect.any(String),
    ]);
    expect(screen.getAllByText('Fictief').length).toBe(2);
    const cta = new URL(screen.getByTestId('landing-cta').getAttribute('href')!, 'http://x');
    expect([cta.pathname, ...cta.searchParams.entries()]).toEqual([
      expect.stringContaining(`/members/${ID}/landing`),
      ['network', 'ads'],
      ['signup', '1'],
      ['landing_member', ID],
    ]);
    const list = screen.getByTestId('landing-others');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Maak kennis met Noor', 'Maak kennis met Lotte']);
  });

  it('shows only others under a neutral heading when the member is not shown, never a member of the ad', () => {
    renderLanding(Design, url, path, hidden);
    expect(screen.getByTestId('landing-neutral')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ontmoet nieuwe mensen');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toContain('landing_member');
    expect(screen.getByTestId('landing-others').textContent).toContain('Noor');
  });
});

it('the three designs differ', () => {
  const testIds = DESIGNS.map(([, Design, url, path]) => {
    renderLanding(Design, url, path, shown);
    const id = document.querySelector('[data-testid^="landing-"]')!.getAttribute('data-testid');
    document.body.innerHTML = '';
    return id;
  });
  expect(new Set(testIds).size).toBe(3);
});
