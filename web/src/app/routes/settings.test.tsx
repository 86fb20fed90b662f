import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../../../shared/contracts/accounts.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { accountKeys } from '../../features/account/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as SettingsPage } from './settings.tsx';

const stored: AccountSettings = {
  email: 'femke@example.com',
  language: 'nl',
  email_notifications: ['messages', 'news'],
  push_notifications: ['messages'],
  notifications_disabled: [],
  geolocation_enabled: false,
  invisible: false,
};

/** The settings page of a member with these settings; every change is saved as sent. */
function renderSettings(settings: AccountSettings = stored) {
  const fetch = stubApi((_path, init) =>
    init?.method === 'PUT' ? [200, { ...settings, ...JSON.parse(init.body as string) }] : [200, settings],
  );
  renderScreen(<SettingsPage />, [
    [userQuery.queryKey, { id: 'm1', status: 'confirmed', email: settings.email } as User],
    [settingsQuery.queryKey, { name: 'Testsite' } as Settings],
    [accountKeys.settings(), settings],
  ]);
  return fetch;
}

/** This browser takes pushes, and the member allowed or refused them here. */
function pushHere(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}
afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

const group = (testId: string) => within(screen.getByTestId(testId));
const pushSwitch = (label: string) =>
  group('push-preferences').getByRole('switch', { name: label }) as HTMLInputElement;
const puts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(init!.body as string));

describe('the settings switches', () => {
  it('turns a push kind on at once and saves the whole list', async () => {
    pushHere('granted');
    const fetch = renderSettings();
    expect(['nieuwe berichten', 'nieuwe likes'].map((label) => pushSwitch(label).checked)).toEqual([true, false]);
    await userEvent.click(pushSwitch('nieuwe likes'));
    expect(pushSwitch('nieuwe likes').checked).toBe(true);
    await waitFor(() => expect(puts(fetch)).toEqual([{ push_notifications: ['messages', 'likes'] }]));
    expect((await screen.findByTestId('toaster')).textContent).toBe('Opgeslagen');
  });

  it('shows push switches off and disabled, and says why, where the browser blocks pushes', () => {
    pushHere('denied');
    renderSettings();
    const switches = group('push-preferences').getAllByRole('switch') as HTMLInputElement[];
    expect(switches.map((s) => [s.checked, s.matches(':disabled')])).toEqual(switches.map(() => [false, true]));
    expect(screen.getByText(/Pushmeldingen zijn in deze browser geblokkeerd/)).toBeTruthy();
    const mail = group('preferences').getByRole('switch', { name: 'E-mails van Testsite ontvangen' });
    expect(mail.matches(':disabled')).toBe(false);
  });

  it('shows why mail is off, with the mail kinds disabled, and switches it on', async () => {
    const fetch = renderSettings({ ...stored, notifications_disabled: ['bounce'] });
    const mail = screen.getByRole('switch', { name: 'E-mails van Testsite ontvangen' }) as HTMLInputElement;
    expect(mail.checked).toBe(false);
    expect(screen.getByTestId('mail-disabled-reason').textContent).toBe(
      'E-mails staan uit omdat je e-mailadres niet bereikbaar was.',
    );
    const kinds = screen.getByRole('group', { name: 'E-mail bij' });
    expect(
      within(kinds)
        .getAllByRole('switch')
        .every((s) => s.matches(':disabled')),
    ).toBe(true);
    await userEvent.click(mail);
    expect(mail.checked).toBe(true);
    await waitFor(() => expect(puts(fetch)).toEqual([{ mail_enabled: true }]));
  });
});
