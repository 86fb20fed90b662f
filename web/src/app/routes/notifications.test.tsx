import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsResponse } from '../../../../shared/contracts/notifications.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { card, testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as Notifications } from './notifications.tsx';

const note = (n: number, kind: Notification['kind'], read: boolean, profile = card(n)): Notification => ({
  id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind,
  created_at: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00Z`,
  read,
  profile: kind === 'photo_rejected' ? null : profile,
  reason: kind === 'photo_rejected' ? 'face_not_visible' : null,
});

const first: NotificationsResponse = {
  notifications: [note(1, 'match', false), note(2, 'like', false), note(3, 'photo_rejected', true)],
  more: true,
  unread: 2,
};
const second: NotificationsResponse = { notifications: [note(4, 'message', true)], more: false, unread: 2 };

function renderNotifications(answer: (page: string | null, init?: RequestInit) => [number, unknown]) {
  const fetch = stubApi(() => [200, {}]);
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const [status, body] = answer(new URL(url, 'http://x').searchParams.get('page'), init);
    return new Response(JSON.stringify(body), { status });
  });
  renderScreen(<Notifications />, [
    [settingsQuery.queryKey, testSettings],
    [userQuery.queryKey, testUser],
  ]);
  return fetch;
}

const pages = (page: string | null, init?: RequestInit): [number, unknown] =>
  init?.method === 'PUT' ? [200, { ok: true }] : [200, page === '2' ? second : first];
const rows = () => screen.getAllByTestId('notification');

describe('the notifications page', () => {
  it('shows a spinner while loading', () => {
    renderNotifications(pages);
    expect(screen.getByRole('status').textContent).toBe('Laden…');
  });

  it('lists the notifications newest first, the unread ones marked, each linking to what it is about', async () => {
    renderNotifications(pages);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.querySelector('.flex-grow-1 > span')?.textContent)).toEqual([
      'Je hebt een match met Lid 1!',
      'Lid 2 vindt jou leuk',
      "Een van je foto's is afgekeurd: je gezicht is niet goed te zien. Upload een andere foto.",
    ]);
    expect(rows().map((row) => row.classList.contains('notification-unread'))).toEqual([true, true, false]);
    expect(rows().map((row) => within(row).queryByText('Nieuw') !== null)).toEqual([true, true, false]);
    expect(rows().map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      `/members/${card(1).id}`,
      `/members/${card(2).id}`,
      '/profile',
    ]);
  });

  it('marks the shown unread ones read once, and loads the next page on "Meer laden"', async () => {
    const fetch = renderNotifications(pages);
    const puts = () =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(init!.body as string));
    await waitFor(() => expect(puts()).toEqual([{ ids: [note(1, 'match', false).id, note(2, 'like', false).id] }]));
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[3]!.textContent).toContain('Lid 4 heeft je een bericht gestuurd');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    expect(puts()).toHaveLength(1);
  });

  it('says so when there are none, with a way to the search', async () => {
    renderNotifications(() => [200, { notifications: [], more: false, unread: 0 }]);
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty.textContent).toContain('Je hebt nog geen meldingen.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/members');
  });

  it('shows the error as the server worded it', async () => {
    renderNotifications(() => [400, { statusCode: 400, code: 'bad_request', message: 'Ongeldige pagina.' }]);
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe('Ongeldige pagina.');
  });
});
