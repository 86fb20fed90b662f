import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_BONUS_MODAL_DELAY_MS } from '../../../../shared/constants.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { testSettings, testUser } from '../../test/members.ts';
import { stubFetch } from '../../test/screen.tsx';
import { ChatLayout } from './chat-layout.tsx';

/** The member modals' code and the modal's, loaded before the clock is frozen. */
beforeAll(() => Promise.all([import('./member-modals.tsx'), import('react-bootstrap/Modal')]));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const member = { ...testUser, dismissed_alerts: {} } as User;
const withBonus = { ...member, time_bonus: { code: 'TIMEBONUS25', percentage: 25, seconds_left: 3600 } } as User;

/** The chat layout around a stand-in chat list at /chats, for `user`. */
function renderChats(user: User) {
  stubFetch(200, {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(settingsQuery.queryKey, { ...testSettings, enable_site_entry_popup: 'no' });
  client.setQueryData(userQuery.queryKey, user);
  const router = createMemoryRouter(
    [
      {
        element: <ChatLayout />,
        children: [{ path: '/chats', handle: { name: 'chats' }, element: <div data-testid="chat-list" /> }],
      },
    ],
    { initialEntries: ['/chats'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Lets promises (lazy code) settle on the frozen clock. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
};

describe('the chat layout (SPEC §2, §4: the chats are in the members area)', () => {
  it('shows the welcome-bonus banner above the chats, counting down', async () => {
    renderChats(withBonus);
    await settle();
    expect(screen.getByTestId('chat-list')).toBeTruthy();
    const banner = screen.getByTestId('time-bonus-banner');
    expect(banner.textContent).toContain('01:00:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(banner.textContent).toContain('00:59:59');
  });

  it('opens the time-bonus popup 40 s after entering the chats', async () => {
    renderChats(withBonus);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(TIME_BONUS_MODAL_DELAY_MS - 1000));
    await settle();
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(screen.getByTestId('time-bonus-modal')).toBeTruthy();
  });

  it('shows neither without a running bonus', async () => {
    renderChats(member);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(TIME_BONUS_MODAL_DELAY_MS));
    await settle();
    expect(screen.getByTestId('chat-list')).toBeTruthy();
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });
});
