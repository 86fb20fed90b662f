import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberCard } from '../../../../shared/contracts/members.ts';
import { MatchModal } from '../../features/likes/components/match-modal.tsx';
import { closeMatch } from '../../features/likes/match-store.ts';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { card, testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as SwipeGamePage } from './swipe-game.tsx';

afterEach(closeMatch);

type Answer = [number, unknown];

/** The game with these batches of cards (one per GET, then none) and this answer to each decision. */
function renderGame(batches: MemberCard[][], decide: (body: { profile_id: string; decision: string }) => Answer) {
  let served = 0;
  const fetch = stubApi((path, init) => {
    if (path === '/api/swipe.php' && init?.method === 'POST') return decide(JSON.parse(init.body as string));
    if (path === '/api/swipe.php') return [200, { cards: batches[served++] ?? [], likes_left: 4 }];
    return [200, { profiles: [], liked_by: [] }];
  });
  renderScreen(
    <>
      <SwipeGamePage />
      <MatchModal cdnPrefix="" ownPhoto="me/profile.jpg" ownName="Femke" />
    </>,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, testUser],
    ],
    { url: paths['swipe-game'](), path: paths['swipe-game']() },
  );
  return fetch;
}

const decisions = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/swipe.php' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init!.body as string));
const gets = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url, init]) => url.startsWith('/api/swipe.php') && !init?.method?.match(/POST/)).length;
const topName = () => within(screen.getByTestId('swipe-card')).getByRole('heading').textContent;
const ok = (likesLeft: number | null = 3, match = false): Answer => [200, { match, likes_left: likesLeft }];

describe('the swipe game', () => {
  it('shows a spinner, then the top card with name, age and city, the fictional badge and the likes left', async () => {
    renderGame([[card(1, { fictional: true }), card(2)]], () => ok());
    expect(screen.getByRole('status').textContent).toBe('Laden…');
    expect(await screen.findByRole('heading', { name: 'Lid 1, 31' })).toBeTruthy();
    const top = screen.getByTestId('swipe-card');
    expect(within(top).getByText('Stad 1')).toBeTruthy();
    expect(within(top).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(screen.getByTestId('likes-left').textContent).toBe('Likes over vandaag: 4');
  });

  it('shows on the card how recently the member was on the site and how far away they live', async () => {
    renderGame([[card(1, { activity: 'online', distance: '10_25' }), card(2)]], () => ok());
    const hints = within(await screen.findByTestId('swipe-card')).getByTestId('member-hints');
    expect(hints.textContent).toBe('Nu online · 10–25 km bij je vandaan');
    expect(hints.classList.contains('text-body-secondary')).toBe(false);
    await userEvent.click(screen.getByTestId('swipe-pass'));
    await waitFor(() => expect(topName()).toBe('Lid 2, 32'));
    expect(within(screen.getByTestId('swipe-card')).queryByTestId('member-hints')).toBeNull();
  });

  it('likes with the right arrow and passes with the left arrow', async () => {
    const fetch = renderGame([[card(1), card(2), card(3), card(4), card(5), card(6)]], () => ok(3));
    await screen.findByRole('heading', { name: 'Lid 1, 31' });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(topName()).toBe('Lid 2, 32'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topName()).toBe('Lid 3, 33'));
    await waitFor(() =>
      expect(decisions(fetch)).toEqual([
        { profile_id: card(1).id, decision: 'like' },
        { profile_id: card(2).id, decision: 'pass' },
      ]),
    );
    expect(screen.getByTestId('likes-left').textContent).toBe('Likes over vandaag: 3');
  });

  it('likes and passes with the named buttons and by dragging the card past the threshold', async () => {
    const fetch = renderGame([[card(1), card(2), card(3), card(4), card(5), card(6)]], () => ok(null));
    await userEvent.click(await screen.findByRole('button', { name: 'Lid 1 liken' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lid 2 overslaan' }));
    await screen.findByRole('heading', { name: 'Lid 3, 33' });
    const drag = (dx: number) => {
      const top = screen.getByTestId('swipe-card');
      fireEvent.pointerDown(top, { clientX: 200, pointerId: 1 });
      fireEvent.pointerMove(top, { clientX: 200 + dx, pointerId: 1 });
      fireEvent.pointerUp(top, { clientX: 200 + dx, pointerId: 1 });
    };
    drag(40);
    expect(topName()).toBe('Lid 3, 33');
    drag(-150);
    await screen.findByRole('heading', { name: 'Lid 4, 34' });
    drag(150);
    await screen.findByRole('heading', { name: 'Lid 5, 35' });
    await waitFor(() => expect(decisions(fetch).map((d) => d.decision)).toEqual(['like', 'pass', 'pass', 'like']));
    expect(screen.queryByTestId('likes-left')).toBeNull();
  });

  it('says the daily limit as the server words it, invites a free member to premium, and keeps the card', async () => {
    const message = 'Je hebt vandaag al 4 likes gegeven. Word premium om meer te liken!';
    const fetch = renderGame([[card(1), card(2), card(3), card(4), card(5)]], () => [
      429,
      { statusCode: 429, code: 'swipe_limit', message },
    ]);
    await screen.findByRole('heading', { name: 'Lid 1, 31' });
    await userEvent.keyboard('{ArrowRight}');
    const alert = await screen.findByTestId('swipe-limit');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Word premium' }).getAttribute('href')).toBe('/premium');
    expect(topName()).toBe('Lid 1, 31');
    expect(screen.getByTestId('likes-left').textContent).toBe('Likes over vandaag: 0');
    expect((screen.getByRole('button', { name: 'Lid 1 liken' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(decisions(fetch)).toHaveLength(1);
  });

  it('tells a premium member the limit without the premium link', async () => {
    const message = 'Je hebt het maximum aantal likes voor vandaag bereikt.';
    renderGame([[card(1), card(2)]], () => [429, { statusCode: 429, code: 'swipe_limit_premium', message }]);
    await screen.findByRole('heading', { name: 'Lid 1, 31' });
    await userEvent.keyboard('{ArrowRight}');
    const alert = await screen.findByTestId('swipe-limit');
    expect(alert.textContent).toBe(message);
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('opens the match modal on a match: both photos, a message link, and swiping on', async () => {
    renderGame([[card(1), card(2), card(3), card(4), card(5)]], ({ profile_id }) => ok(3, profile_id === card(1).id));
    await screen.findByRole('heading', { name: 'Lid 1, 31' });
    await userEvent.keyboard('{ArrowRight}');
    const modal = await screen.findByRole('dialog', { name: 'Het is een match!' });
    expect(within(modal).getByText('Jij en Lid 1 vinden elkaar leuk.')).toBeTruthy();
    expect(
      within(modal)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/me/profile.jpg', '/media/p1/profile.jpg']);
    expect(within(modal).getByRole('link', { name: 'Stuur een bericht' }).getAttribute('href')).toBe(
      `/members/${card(1).id}/chat`,
    );
    // The arrows do not play on behind the modal.
    await userEvent.keyboard('{ArrowRight}');
    expect(topName()).toBe('Lid 2, 32');
    await userEvent.click(within(modal).getByRole('button', { name: 'Verder swipen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for more cards when the stack runs low, and ends when no new ones come', async () => {
    const fetch = renderGame(
      [
        [card(1), card(2), card(3), card(4)],
        [card(4), card(5)],
      ],
      () => ok(),
    );
    await screen.findByRole('heading', { name: 'Lid 1, 31' });
    expect(gets(fetch)).toBe(1);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(gets(fetch)).toBe(2));
    for (const next of ['Lid 3, 33', 'Lid 4, 34', 'Lid 5, 35']) {
      await userEvent.keyboard('{ArrowLeft}');
      await screen.findByRole('heading', { name: next });
    }
    await userEvent.keyboard('{ArrowLeft}');
    const end = await screen.findByTestId('swipe-end');
    expect(end.textContent).toContain('Je hebt alle profielen gezien.');
    expect(
      within(end)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/members', '/likes']);
  });

  it('shows the error when the cards do not load', async () => {
    stubApi(() => [400, { statusCode: 400, code: 'bad_request', message: 'Er is een fout opgetreden.' }]);
    renderScreen(<SwipeGamePage />, [[settingsQuery.queryKey, testSettings]]);
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe('Er is een fout opgetreden.');
  });
});
