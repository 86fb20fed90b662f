import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LikesResponse } from '../../../../../shared/contracts/likes.ts';
import { userQuery } from '../../../lib/current-user.ts';
import { card, testUser } from '../../../test/members.ts';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { likesKeys } from '../api/keys.ts';
import { LikeButton, LikeToggle } from './like-button.tsx';

const anna = card(1);
const none: LikesResponse = { profiles: [], liked_by: [] };
const message = 'Je hebt vandaag al 25 likes gegeven. Morgen kun je weer liken.';

/** A like button whose like the server refuses: the day's likes are used up. */
function renderRefused(ui: React.ReactElement) {
  const fetch = stubApi((path, init) => {
    if (path === '/api/like.php' && init?.method === 'POST')
      return [429, { statusCode: 429, code: 'like_daily_limit', message }];
    return [200, none];
  });
  renderScreen(ui, [
    [userQuery.queryKey, testUser],
    [likesKeys.all(), none],
  ]);
  return fetch;
}

describe('a like over the day’s cap', () => {
  it('shows the server’s text at the foot of the screen for a member card’s heart until closed, and the heart stays empty', async () => {
    renderRefused(<LikeToggle member={anna} />);
    const heart = screen.getByTestId('like-toggle');
    await userEvent.click(heart);
    const alert = await screen.findByTestId('like-toggle-error');
    expect(alert.textContent).toContain(message);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByTestId('like-toggle-error')).toBeNull();
  });

  it('shows the server’s text above the profile’s like button', async () => {
    renderRefused(<LikeButton member={anna} />);
    await userEvent.click(screen.getByTestId('like-button'));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByTestId('like-button').textContent).toContain('Like');
  });
});
