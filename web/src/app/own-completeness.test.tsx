import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../shared/contracts/sites.ts';
import { Component as Home } from './routes/home.tsx';
import { userQuery } from '../lib/current-user.ts';
import { photosKeys } from '../features/photos/api/keys.ts';
import { profileKeys } from '../features/profile/api/keys.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { testUser } from '../test/members.ts';
import { renderScreen, stubApi } from '../test/screen.tsx';
import { OwnCompleteness } from './own-completeness.tsx';

/** The profile completeness meter (decision 033): its bar, its next step, and the home page without it at 100 %. */
const settings = {
  index_title: 'Demo Dating',
  description: 'Ontmoet singles.',
  cdn_prefix: '',
  visible_profile_fields: ['about', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'],
} as unknown as Settings;
const EMPTY = {
  about: '',
  city: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
};
const FULL = {
  about:
    'Ik wandel graag, kook voor vrienden en lees op zondag de krant in de zon. Verder hou ik van reizen en muziek.',
  city: 'Utrecht',
  hair_colour: 'brown',
  eye_colour: 'blue',
  body_type: 'slim',
  relationship_status: 'single',
  tattoos: false,
};
const photo = (id: string, main = false) => ({
  id,
  status: 'active',
  visibility: 'public',
  main,
  thumb: '',
  profile: '',
});
const THREE = [photo('a', true), photo('b'), photo('c')];

function renderMeter(ui: React.ReactElement, profile: object, photos: object[]) {
  stubApi((path) => {
    if (path === '/api/profile.php') return [200, profile];
    if (path === '/api/photos.php') return [200, { photos, limit: 10 }];
    return [404, {}];
  });
  return renderScreen(ui, [
    [settingsQuery.queryKey, settings],
    [userQuery.queryKey, testUser],
  ]).client;
}

const bar = async () => within(await screen.findByTestId('profile-completeness')).getByRole('progressbar');

describe('the profile completeness meter on /profile', () => {
  it('shows an empty profile at 0 %, its next step the profile photo', async () => {
    renderMeter(<OwnCompleteness />, EMPTY, []);
    const progress = await bar();
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Je profiel is voor 0% compleet' })).toBe(progress);
    expect((progress.firstElementChild as HTMLElement).style.width).toBe('0%');
    const next = screen.getByRole('link', { name: 'Kies een profielfoto' });
    expect(next.getAttribute('href')).toBe('/profile#photos');
  });

  it('shows a partial profile’s share, its next step the missing part that weighs most', async () => {
    // Main photo 30 + details 25 + about 20; three photos (15) weigh more than the town (10).
    renderMeter(<OwnCompleteness />, { ...FULL, city: null }, [photo('a', true)]);
    const progress = await bar();
    expect(progress.getAttribute('aria-valuenow')).toBe('75');
    expect((progress.firstElementChild as HTMLElement).style.width).toBe('75%');
    expect(screen.getByTestId('completeness-next').textContent).toBe("Volgende stap: Zet minstens 3 foto's online");
    expect(screen.getByRole('link', { name: "Zet minstens 3 foto's online" }).getAttribute('href')).toBe(
      '/profile#photos',
    );
  });

  it('links the profile’s fields where a field is next', async () => {
    renderMeter(<OwnCompleteness />, { ...FULL, about: 'Hoi!' }, THREE);
    expect((await bar()).getAttribute('aria-valuenow')).toBe('80');
    const next = screen.getByRole('link', { name: 'Vertel over jezelf in minstens 100 tekens' });
    expect(next.getAttribute('href')).toBe('/profile#profile-fields');
  });

  it('shows 100 % without a next step on the profile page', async () => {
    renderMeter(<OwnCompleteness />, FULL, THREE);
    expect((await bar()).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByTestId('completeness-next')).toBeNull();
  });
});

describe('the member’s home page', () => {
  it('shows the meter while the profile is incomplete', async () => {
    renderMeter(<Home />, { ...FULL, city: null }, THREE);
    expect((await bar()).getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByRole('link', { name: 'Vul je woonplaats in' }).getAttribute('href')).toBe(
      '/profile#profile-fields',
    );
  });

  it('hides it at 100 %', async () => {
    const client = renderMeter(<Home />, FULL, THREE);
    // Once profile and photos are read the meter would show.
    await waitFor(() => expect(client.getQueryData(profileKeys.own())).toBeDefined());
    await waitFor(() => expect(client.getQueryData(photosKeys.own())).toBeDefined());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Dating');
    expect(screen.queryByTestId('profile-completeness')).toBeNull();
  });
});
