import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { likesKeys } from '../api/keys.ts';
import { LikeModal } from './like-modal.tsx';

/** The modal's code, loaded before the clock is frozen. */
beforeAll(() => import('react-bootstrap/Modal'));

/** Only timeouts are faked: the modal's delays; Testing Library's polling stays on the real clock. */
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const liker = { id: 'liker-1', name: 'Sanne', fictional: false, main_image: { match: 'liker/match.jpg' } };

function renderModal(url: string) {
  const fetch = stubApi((path) => (path === '/api/auto-like.php' ? [200, { profile: liker }] : [200, {}]));
  const { client } = renderScreen(<LikeModal cdnPrefix="https://cdn.test" />, [], { url, path: '/members' });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { fetch, invalidate };
}

/** Lets promises (the answer, the modal's code) settle on the frozen clock until `shown` finds something. */
async function settleUntil(shown: () => unknown) {
  for (let i = 0; i < 20 && !shown(); i++) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(shown()).toBeTruthy();
}

const autoLikeCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/api/auto-like.php')).length;

describe('the new-like modal', () => {
  it('opens full screen after t seconds, and reloads the likes 500 ms after it opened', async () => {
    const { fetch, invalidate } = renderModal('/members?t=2');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(autoLikeCalls(fetch)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settleUntil(() => screen.queryByTestId('like-modal'));
    expect(autoLikeCalls(fetch)).toBe(1);
    expect(document.querySelector('.modal-dialog')!.classList).toContain('modal-fullscreen');
    expect(screen.getByRole('img', { name: 'Sanne' }).getAttribute('src')).toBe(
      'https://cdn.test/media/liker/match.jpg',
    );

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: likesKeys.all() });
  });

  it('does not open for a t that is no positive number of seconds', async () => {
    const { fetch } = renderModal('/members?t=-3');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(autoLikeCalls(fetch)).toBe(0);
    expect(screen.queryByTestId('like-modal')).toBeNull();
  });
});
