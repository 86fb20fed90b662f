import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LikesResponse } from '../../../../shared/contracts/likes.ts';
import { closeMatch, currentMatch } from '../../features/likes/match-store.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { card, testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Likes } from './likes.tsx';

const [ann, bob, cas, dirk] = [1, 2, 3, 4].map((n) => card(n));
/** Ann likes the member (new), Bob likes them back (a match, seen), the member likes Cas. */
const likes: LikesResponse = {
  profiles: [
    { ...cas!, liked: true },
    { ...bob!, liked: true },
    { ...ann!, liked: false },
  ],
  liked_by: [
    { id: ann!.id, like_new: true },
    { id: bob!.id, like_new: false },
  ],
};

function renderLikes(url: string, answer: (path: string, init?: RequestInit) => [number, unknown]) {
  const fetch = stubApi((path, init) => (path === '/api/regions.php' ? [200, { countries: [] }] : answer(path, init)));
  renderScreen(
    <Likes />,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, testUser],
    ],
    { url, path: '/likes/:type?' },
  );
  return fetch;
}

afterEach(closeMatch);

const names = () => screen.getAllByTestId('member-card').map((c) => c.querySelector('.fw-semibold')?.textContent);

describe('the likes page', () => {
  it('shows a spinner while the likes load', () => {
    renderLikes('/likes', () => [200, likes]);
    expect(screen.getByRole('status').textContent).toBe('Laden…');
  });

  it('shows the received likes on /likes, new first and marked, each opening /likes/m/{id}', async () => {
    renderLikes('/likes', () => [200, likes]);
    await waitFor(() => expect(names()).toEqual(['Lid 1, 31', 'Lid 2, 32']));
    const [first, second] = screen.getAllByTestId('member-card');
    expect(first!.getAttribute('href')).toBe(`/likes/m/${ann!.id}`);
    expect(within(first!).getByTestId('like-new').textContent).toBe('Nieuw');
    expect(within(second!).queryByTestId('like-new')).toBeNull();
    const tabs = within(screen.getByRole('navigation', { name: 'Soorten likes' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Ontvangen 1', '/likes/received', 'page'],
      ['Gegeven', '/likes/given', null],
      ['Matches', '/likes/matches', null],
    ]);
  });

  it('shows on each card how recently the member was on the site and how far away they live', async () => {
    const hinted = {
      ...likes,
      profiles: [{ ...likes.profiles[0]!, activity: 'today' as const, distance: 'lt5' as const }],
    };
    renderLikes('/likes/given', () => [200, hinted]);
    const hints = await screen.findByTestId('member-hints');
    expect(hints.textContent).toBe('Vandaag actief · < 5 km bij je vandaan');
  });

  it('shows whom the member likes on /likes/given and the matches on /likes/matches', async () => {
    renderLikes('/likes/given', () => [200, likes]);
    await waitFor(() => expect(names()).toEqual(['Lid 3, 33', 'Lid 2, 32']));
    await userEvent.click(screen.getByRole('link', { name: 'Matches' }));
    await waitFor(() => expect(names()).toEqual(['Lid 2, 32']));
    expect(screen.getByRole('link', { name: 'Matches' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the search and the swipe game when a tab is empty', async () => {
    renderLikes('/likes/matches', () => [200, { profiles: [{ ...dirk!, liked: true }], liked_by: [] }]);
    const empty = await screen.findByTestId('likes-empty');
    expect(empty.textContent).toContain('Nog geen matches.');
    expect(
      within(empty)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/members', '/swipe-game']);
  });

  it('shows the error as the server worded it', async () => {
    renderLikes('/likes', () => [400, { statusCode: 400, code: 'bad_request', message: 'Er ging iets mis.' }]);
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe('Er ging iets mis.');
    expect(screen.queryByTestId('likes-empty')).toBeNull();
  });

  it('likes back at once with the heart, and takes it back when the server refuses', async () => {
    let refuse = false;
    const fetch = renderLikes('/likes', (path) => {
      if (path === '/api/like.php') {
        return refuse
          ? [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden' }]
          : [200, { match: false }];
      }
      return [200, likes];
    });
    const heart = await screen.findByRole('button', { name: 'Lid 1 liken' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    refuse = true;
    await userEvent.click(heart);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/like.php' && init?.method === 'POST')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Lid 1 liken' }).getAttribute('aria-pressed')).toBe('false'),
    );
    const body = fetch.mock.calls.find(([url]) => url === '/api/like.php')![1]!.body as string;
    expect(JSON.parse(body)).toEqual({ profile_id: ann!.id });
  });
});

describe('the heart on a card', () => {
  it('shows the like before the server answers, and opens the match modal on a match', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = renderLikes('/likes', () => [200, likes]);
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation((url: string, init?: RequestInit) =>
      url === '/api/like.php' ? new Promise<Response>((resolve) => (answer = resolve)) : stubbed(url, init),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lid 1 liken' }));
    expect(screen.getByRole('button', { name: 'Lid 1 liken' }).getAttribute('aria-pressed')).toBe('true');
    expect(currentMatch()).toBeNull();
    answer(new Response(JSON.stringify({ match: true }), { status: 200 }));
    await waitFor(() => expect(currentMatch()?.id).toBe(ann!.id));
  });
});
