import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../../../shared/contracts/accounts.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { BlockedMember } from '../../../../shared/contracts/members.ts';
import { accountKeys } from '../../features/account/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { card, testSettings } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as SettingsPage } from './settings.tsx';

const settings = {
  email: 'femke@example.com',
  language: 'nl',
  email_notifications: [],
  push_notifications: [],
  notifications_disabled: [],
  geolocation_enabled: false,
  invisible: false,
  show_activity: true,
  read_receipts: true,
  in_showcase: false,
} as AccountSettings;

/** Member `n` as blocks.php lists them, blocked on day `n` of March 2026. */
function blocked(n: number, extra: Partial<BlockedMember> = {}): BlockedMember {
  const { id, name, photo } = card(n);
  return { id, name, photo, blocked_at: `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`, ...extra };
}

/** The settings page of a member who blocked `members`; an unblock answers `unblocked` and, if ok, lifts the block. */
function renderBlocks(members: BlockedMember[], unblocked: [number, unknown] = [200, { ok: true }]) {
  let list = members;
  const fetch = stubApi((path, init) => {
    if (path === '/api/blocks.php') return [200, { blocked: list }];
    if (path === '/api/block.php' && init?.method === 'DELETE') {
      const { id } = JSON.parse(init.body as string) as { id: string };
      if (unblocked[0] === 200) list = list.filter((member) => member.id !== id);
      return unblocked;
    }
    return [200, settings];
  });
  renderScreen(<SettingsPage />, [
    [userQuery.queryKey, { id: 'm1', status: 'confirmed', email: settings.email } as User],
    [settingsQuery.queryKey, testSettings],
    [accountKeys.settings(), settings],
  ]);
  return fetch;
}
afterEach(() => vi.restoreAllMocks());

const section = () => screen.getByRole('region', { name: 'Geblokkeerde leden' });
const rows = () => within(section()).queryAllByTestId('blocked-member');
const calls = (fetch: ReturnType<typeof stubApi>, path: string, method = 'GET') =>
  fetch.mock.calls.filter(([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method);

/** Asks to unblock `name` and answers the app's dialog with `button`. */
async function answerUnblock(name: string, button: 'Deblokkeren' | 'Annuleren') {
  await userEvent.click(await screen.findByRole('button', { name: `${name} deblokkeren` }));
  const dialog = await screen.findByRole('dialog', { name: 'Lid deblokkeren' });
  expect(within(dialog).getByText(new RegExp(`^Wil je ${name} deblokkeren\\?`))).toBeTruthy();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the blocked members in /settings', () => {
  it('lists them newest first: photo, name and the day they were blocked', async () => {
    renderBlocks([blocked(9), blocked(3, { photo: null })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(first!.textContent).toContain('Lid 9');
    expect(first!.textContent).toContain('Geblokkeerd op 9 maart 2026');
    expect(first!.querySelector('img')!.getAttribute('src')).toContain('p9/thumb.jpg');
    expect(second!.textContent).toContain('Lid 3');
    expect(second!.querySelector('img')).toBeNull();
    expect(within(section()).queryByTestId('blocked-empty')).toBeNull();
  });

  it('says so when the member blocked nobody', async () => {
    renderBlocks([]);
    expect((await screen.findByTestId('blocked-empty')).textContent).toBe('Je hebt niemand geblokkeerd.');
    expect(rows()).toHaveLength(0);
  });

  it('unblocks after the app’s dialog, then reads the list again', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetch = renderBlocks([blocked(9), blocked(3)]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await answerUnblock('Lid 3', 'Deblokkeren');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Lid 9');
    expect(calls(fetch, '/api/block.php', 'DELETE').map(([, init]) => JSON.parse(init!.body as string))).toEqual([
      { id: card(3).id },
    ]);
    expect(calls(fetch, '/api/blocks.php')).toHaveLength(2);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the block when the member cancels', async () => {
    const fetch = renderBlocks([blocked(3)]);
    await answerUnblock('Lid 3', 'Annuleren');
    expect(rows()).toHaveLength(1);
    expect(calls(fetch, '/api/block.php', 'DELETE')).toHaveLength(0);
  });

  it('shows the error when the server refuses', async () => {
    renderBlocks([blocked(3)], [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden.' }]);
    await answerUnblock('Lid 3', 'Deblokkeren');
    expect((await screen.findByTestId('unblock-error')).textContent?.trim()).toBe('Niet gevonden.');
    expect(rows()).toHaveLength(1);
  });
});
