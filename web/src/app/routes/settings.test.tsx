import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../../../shared/contracts/accounts.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { accountKeys } from '../../features/account/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { appKeys } from '../../lib/query-keys.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { anHourLater, deviceAt, geolocationPermission } from '../../test/geolocation.ts';
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
  show_activity: true,
  read_receipts: true,
  in_showcase: false,
};

const utrecht = { country: 'NL', region: 'NL-UT', city: 'Utrecht' };

/**
 * The settings page of a member with these settings (and these `stores` entries); every change is saved as sent; the
 * device is in `town`.
 */
function renderSettings(
  settings: AccountSettings = stored,
  town: unknown = utrecht,
  stores: [readonly unknown[], unknown][] = [],
) {
  const fetch = stubApi((path, init) => {
    if (path === '/api/geocode.php') return [200, town];
    if (path === '/api/blocks.php') return [200, { blocked: [] }];
    return init?.method === 'PUT' ? [200, { ...settings, ...JSON.parse(init.body as string) }] : [200, settings];
  });
  renderScreen(<SettingsPage />, [
    [userQuery.queryKey, { id: 'm1', status: 'confirmed', email: settings.email } as User],
    [settingsQuery.queryKey, { name: 'Testsite' } as Settings],
    [accountKeys.settings(), settings],
    ...stores,
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

  it('switches read receipts off at once and saves it', async () => {
    const fetch = renderSettings();
    const receipts = screen.getByRole('switch', { name: /^Leesbevestigingen/ }) as HTMLInputElement;
    expect(receipts.checked).toBe(true);
    await userEvent.click(receipts);
    expect(receipts.checked).toBe(false);
    await waitFor(() => expect(puts(fetch)).toEqual([{ read_receipts: false }]));
  });

  it('lets the member agree to be shown to visitors, off until they do, and says what it shows', async () => {
    const fetch = renderSettings();
    const showcase = screen.getByRole('switch', {
      name: 'Toon mij aan bezoekers op de voorpagina',
    }) as HTMLInputElement;
    expect(showcase.checked).toBe(false);
    expect(screen.getByText(/Je openbare hoofdfoto, naam en leeftijd mogen verschijnen/)).toBeTruthy();
    await userEvent.click(showcase);
    expect(showcase.checked).toBe(true);
    await waitFor(() => expect(puts(fetch)).toEqual([{ in_showcase: true }]));
  });

  it('shows push switches off and disabled, and says why, where the member refused pushes in this browser', () => {
    pushHere('denied');
    renderSettings();
    const switches = group('push-preferences').getAllByRole('switch') as HTMLInputElement[];
    expect(switches.map((s) => [s.checked, s.matches(':disabled')])).toEqual(switches.map(() => [false, true]));
    expect(screen.getByTestId('push-off-reason').textContent).toBe(
      'Pushmeldingen zijn in deze browser geblokkeerd. Sta ze toe in de instellingen van je browser om ze te ontvangen.',
    );
    const mail = group('preferences').getByRole('switch', { name: 'E-mails van Testsite ontvangen' });
    expect(mail.matches(':disabled')).toBe(false);
  });

  it('says so where the browser cannot take pushes at all', () => {
    renderSettings();
    const switches = group('push-preferences').getAllByRole('switch') as HTMLInputElement[];
    expect(switches.every((s) => !s.checked && s.matches(':disabled'))).toBe(true);
    expect(screen.getByTestId('push-off-reason').textContent).toBe('Deze browser kan geen pushmeldingen ontvangen.');
  });

  it('offers the push kinds, with no reason shown, where the member allowed pushes', () => {
    pushHere('granted');
    renderSettings();
    expect(pushSwitch('nieuwe berichten').matches(':disabled')).toBe(false);
    expect(screen.queryByTestId('push-off-reason')).toBeNull();
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

  it("switches showing activity off, and says that the member then sees nobody's", async () => {
    const fetch = renderSettings();
    const activity = screen.getByRole('switch', {
      name: 'Laten zien wanneer ik online ben of actief was',
    }) as HTMLInputElement;
    expect(activity.checked).toBe(true);
    expect(screen.getByText(/dan zie je het ook niet van anderen/)).toBeTruthy();
    await userEvent.click(activity);
    expect(activity.checked).toBe(false);
    await waitFor(() => expect(puts(fetch)).toEqual([{ show_activity: false }]));
  });
});

describe('the geolocation switch', () => {
  const geolocationSwitch = () =>
    screen.getByRole('switch', { name: 'Mijn locatie gebruiken om leden in de buurt te vinden' }) as HTMLInputElement;
  const geocodes = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.filter(([url]) => url.startsWith('/api/geocode.php')).map(([url]) => url);
  const deniedNote =
    'Je browser deelt je locatie niet met ons. Sta het toe in de instellingen van je browser om leden in de buurt te vinden.';

  it('saves on and off; on sends the town of the device once within the hour, and again after it', async () => {
    const device = deviceAt({ latitude: 52.09, longitude: 5.12 });
    const fetch = renderSettings();
    await userEvent.click(geolocationSwitch());
    await waitFor(() => expect(geocodes(fetch)).toEqual(['/api/geocode.php?lat=52.09&lon=5.12']));
    await userEvent.click(geolocationSwitch());
    expect(geolocationSwitch().checked).toBe(false);
    await userEvent.click(geolocationSwitch());
    await waitFor(() =>
      expect(puts(fetch)).toEqual([
        { geolocation_enabled: true },
        { geolocation_enabled: false },
        { geolocation_enabled: true },
      ]),
    );
    expect(geolocationSwitch().checked).toBe(true);
    expect(device).toHaveBeenCalledTimes(1);
    expect(geocodes(fetch)).toHaveLength(1);

    anHourLater();
    await userEvent.click(geolocationSwitch());
    await userEvent.click(geolocationSwitch());
    await waitFor(() => expect(geocodes(fetch)).toHaveLength(2));
    expect(device).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('geolocation-denied')).toBeNull();
  });

  it('asks the server where the town is known only from the location step (the server keeps it only now)', async () => {
    deviceAt({ latitude: 52.09, longitude: 5.12 });
    const fetch = renderSettings(stored, utrecht, [[appKeys.town(null), utrecht]]);
    await userEvent.click(geolocationSwitch());
    await waitFor(() => expect(geocodes(fetch)).toHaveLength(1));
  });

  it('stays silent when no town is near', async () => {
    deviceAt({ latitude: 0, longitude: -30 });
    const fetch = renderSettings(stored, false);
    await userEvent.click(geolocationSwitch());
    await waitFor(() => expect(geocodes(fetch)).toHaveLength(1));
    expect(geolocationSwitch().checked).toBe(true);
    expect(screen.queryByTestId('geolocation-denied')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the browser refuses the position, and does not ask it again', async () => {
    const device = deviceAt('denied');
    const fetch = renderSettings();
    expect(screen.queryByTestId('geolocation-denied')).toBeNull();
    await userEvent.click(geolocationSwitch());
    expect((await screen.findByTestId('geolocation-denied')).textContent).toBe(deniedNote);
    await userEvent.click(geolocationSwitch());
    await userEvent.click(geolocationSwitch());
    await waitFor(() => expect(puts(fetch)).toHaveLength(3));
    expect(device).toHaveBeenCalledTimes(1);
    expect(geocodes(fetch)).toEqual([]);
  });

  it('says so at once where the browser already refuses the position', async () => {
    geolocationPermission('denied');
    deviceAt('denied');
    renderSettings({ ...stored, geolocation_enabled: true });
    expect((await screen.findByTestId('geolocation-denied')).textContent).toBe(deniedNote);
    expect(geolocationSwitch().checked).toBe(true);
  });
});
