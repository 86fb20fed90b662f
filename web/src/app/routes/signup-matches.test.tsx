import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { landingsKeys } from '../../features/landings/api/keys.ts';
import type { LandingMember } from '../../features/landings/components/landing-photo.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as SignupMatches } from './signup-matches.tsx';

const settings = { cdn_prefix: '', fictional_icon: false } as Settings;
const card = (id: string, name: string): LandingMember => ({
  id,
  name,
  age: 30,
  country: 'NL',
  region: null,
  city: 'Delft',
  fictional: false,
  photo: { thumb: `${id}/thumb.jpg`, profile: `${id}/profile.jpg` },
});

function renderMatches(user: unknown, profiles = [card('a1', 'Noor'), card('a2', 'Lotte')]) {
  return renderScreen(
    <SignupMatches />,
    [
      [settingsQuery.queryKey, settings],
      [userQuery.queryKey, user],
      [landingsKeys.signupMatches(), { profiles }],
    ],
    { url: '/signup-matches', path: '/signup-matches' },
  );
}

describe('the signup matches', () => {
  it('likes a member with one tap, and goes on to where signup went before', async () => {
    const fetch = stubApi((path) => (path === '/api/like.php' ? [200, { match: false }] : [200, {}]));
    renderMatches({ id: 'me' });
    const like = screen.getByRole('button', { name: 'Like Noor' });
    await userEvent.click(like);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([url]) => url.startsWith('/api/like.php'))!;
    expect([url, init!.method, JSON.parse(init!.body as string)]).toEqual([
      '/api/like.php',
      'POST',
      { profile_id: 'a1' },
    ]);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Like Lotte' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('matches-continue').getAttribute('href')).toBe('/complete-signup');
  });

  it('shows how recently each member was on the site and how far away they live, where the server tells', () => {
    renderMatches({ id: 'me' }, [{ ...card('a1', 'Noor'), activity: 'week', distance: 'gt200' }, card('a2', 'Lotte')]);
    const [noor, lotte] = screen.getAllByTestId('signup-match');
    expect(within(noor!).getByTestId('member-hints').textContent).toBe('Deze week actief · > 200 km bij je vandaan');
    expect(within(lotte!).queryByTestId('member-hints')).toBeNull();
  });

  it('takes a like back when the server refuses it', async () => {
    stubApi(() => [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden' }]);
    renderMatches({ id: 'me' });
    const like = screen.getByRole('button', { name: 'Like Noor' });
    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
  });

  it('says so when none fit, and still goes on', () => {
    renderMatches({ id: 'me' }, []);
    expect(screen.getByText('Nog geen leden die passen: er komen er elke dag bij.')).toBeTruthy();
    expect(screen.getByTestId('matches-continue')).toBeTruthy();
  });

  it('sends a visitor to signup', () => {
    renderMatches(null);
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
  });
});
