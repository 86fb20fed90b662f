import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComplaintsResponse, QueuedComplaint } from '../../../../shared/contracts/moderation.ts';
import { fill, renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as ComplaintsScreen } from './complaints-screen.tsx';

const COMPLAINT: QueuedComplaint = {
  id: '30000000-0000-4000-8000-000000000001',
  reason: 'harassment',
  details: 'Scheldt me uit',
  status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  reporter: { id: 'r1', name: 'Melder', possibly_false: false },
  reported: {
    id: 'm1',
    name: 'Boris',
    age: 41,
    site: 'Demo',
    status: 'confirmed',
    suspended_until: null,
    banned: false,
    strikes: 2,
  },
  reporters: 3,
  photos: [{ id: 'p1', status: 'active', thumb: 'p1/thumb.jpg?sig=x', full: 'p1/full.jpg?sig=x' }],
  messages: [{ id: 'msg1', kind: 'text', body: 'Jij bent dom', sender_id: 'm1', created_at: '2026-11-20T09:00:00Z' }],
};

function renderQueue(answer: (init?: RequestInit, url?: string) => [number, unknown]) {
  const fetch = stubApi((path, init) => answer(init, path));
  renderScreen(<ComplaintsScreen />);
  return fetch;
}
const list = (complaints: QueuedComplaint[]): [number, ComplaintsResponse] => [200, { complaints }];
const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init!.body as string));

describe('the complaints queue', () => {
  it('shows a spinner while loading, then says when there are none', async () => {
    renderQueue(() => list([]));
    expect(screen.getByRole('status').textContent).toBe('Laden…');
    expect((await screen.findByTestId('complaints-empty')).textContent).toBe('Geen klachten.');
  });

  it('opens a complaint with the profile, photos, only the reported message and the reporter', async () => {
    renderQueue(() => list([COMPLAINT]));
    const table = await screen.findByTestId('complaints-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col', 'col', 'col']);
    expect(table.textContent).toContain('Intimidatie of beledigingen');
    await userEvent.click(within(table).getByRole('button', { name: 'Bekijken' }));
    const detail = screen.getByTestId('complaint-detail');
    expect(within(detail).getByTestId('reported-profile').textContent).toContain('Boris, 41 jaar · Demo');
    expect(detail.textContent).toContain('2 eerdere maatregelen');
    expect(detail.textContent).toContain('Melder');
    expect(within(detail).getByTestId('complaint-reporters-line').textContent).toBe('3 leden meldden dit lid');
    expect(within(detail).queryByTestId('possibly-false-reporter')).toBeNull();
    expect(
      within(detail)
        .getAllByTestId('reported-message')
        .map((m) => m.textContent),
    ).toEqual([expect.stringContaining('Jij bent dom')]);
    expect(within(detail).getByRole('img').getAttribute('src')).toBe('/media/p1/thumb.jpg?sig=x');
  });

  it('shows how many members reported each, in the server’s order, and marks a possible false reporter', async () => {
    const second: QueuedComplaint = {
      ...COMPLAINT,
      id: '30000000-0000-4000-8000-000000000002',
      reporter: { id: 'r2', name: 'Klager', possibly_false: true },
      reported: { ...COMPLAINT.reported, id: 'm2', name: 'Kees' },
      reporters: 1,
    };
    renderQueue(() => list([COMPLAINT, second]));
    const table = await screen.findByTestId('complaints-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('complaint-reporters').textContent)).toEqual(['3', '1']);
    expect(within(rows[0]!).getByTestId('complaint-reporters').getAttribute('title')).toBe('3 leden meldden dit lid');
    expect(within(rows[0]!).queryByTestId('possibly-false-reporter')).toBeNull();
    const badge = within(rows[1]!).getByTestId('possibly-false-reporter');
    expect(badge.textContent).toBe('Mogelijk valse melder');
    expect(badge.getAttribute('title')).toBe(
      '3 of meer klachten van deze melder zijn in 90 dagen afgewezen, geen enkele is gegrond verklaard.',
    );
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Bekijken' }));
    const detail = screen.getByTestId('complaint-detail');
    expect(within(detail).getByTestId('possibly-false-reporter').textContent).toBe('Mogelijk valse melder');
    expect(within(detail).getByTestId('complaint-reporters-line').textContent).toBe('1 lid meldde dit lid');
  });

  it('suspends with a reason and days, and shows a refusal', async () => {
    let refuse = false;
    const fetch = renderQueue((init) => {
      if (init?.method !== 'POST') return list([COMPLAINT]);
      return refuse
        ? [409, { statusCode: 409, code: 'complaint_handled', message: 'Deze klacht is al afgehandeld.' }]
        : [200, { ok: true }];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bekijken' }));
    const suspend = screen.getByRole('button', { name: 'Schorsen' });
    expect(suspend).toHaveProperty('disabled', true);
    fill('Reden (het lid ziet deze bij een waarschuwing)', 'Spam');
    fill('Aantal dagen schorsing', '3');
    await userEvent.click(suspend);
    await waitFor(() =>
      expect(posts(fetch)).toEqual([{ id: COMPLAINT.id, action: 'suspend', reason: 'Spam', days: 3 }]),
    );
    expect(await screen.findByText('Klacht afgehandeld.')).toBeTruthy();
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Afgehandeld' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bekijken' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deze klacht is al afgehandeld.');
  });
});
