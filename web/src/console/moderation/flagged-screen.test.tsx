import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlaggedMessage } from '../../../../shared/contracts/moderation.ts';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as FlaggedScreen } from './flagged-screen.tsx';

const FLAG: FlaggedMessage = {
  id: '20000000-0000-4000-8000-000000000001',
  kinds: ['phone', 'payment'],
  text: 'Bel 0612345678 en stuur 100 euro via Western Union',
  status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  sender: {
    id: 'm1',
    name: 'Boris',
    age: 41,
    site: 'Demo',
    status: 'confirmed',
    suspended_until: null,
    banned: false,
    strikes: 0,
    fictional: false,
    account_age_days: 2,
  },
  recipient: { id: 'f1', name: 'Sanne', fictional: true },
};

function renderQueue(answer: (init?: RequestInit, url?: string) => [number, unknown]) {
  const fetch = stubApi((path, init) => answer(init, path));
  renderScreen(<FlaggedScreen />);
  return fetch;
}
const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(init!.body as string)]);

describe('the flagged messages queue', () => {
  it('says when there are none', async () => {
    renderQueue(() => [200, { flags: [] }]);
    expect((await screen.findByTestId('flagged-empty')).textContent).toBe('Geen gemarkeerde berichten.');
  });

  it('shows the sender with account age, the recipient, the kinds and the text; dismisses', async () => {
    const fetch = renderQueue((init) => (init?.method === 'POST' ? [200, { ok: true }] : [200, { flags: [FLAG] }]));
    const row = await screen.findByTestId('flagged-row');
    expect(row.textContent).toContain('Boris');
    expect(row.textContent).toContain('2 dagen lid · Demo');
    expect(row.textContent).toContain('SanneFictief');
    expect(row.textContent).toContain('TelefoonnummerBetaalverzoek');
    expect(row.textContent).toContain(FLAG.text);
    expect(within(row).getByRole('link', { name: 'Boris' }).getAttribute('href')).toBe('/admin/members/m1');
    await userEvent.click(within(row).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(posts(fetch)).toEqual([['/api/admin/flagged-message-dismiss.php', { id: FLAG.id }]]));
  });
});
