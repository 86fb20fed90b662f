import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhotosInReviewResponse } from '../../../../shared/contracts/moderation.ts';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as PhotosScreen } from './photos-screen.tsx';

const owner = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Lid ${n}`,
  age: 30 + n,
  site: 'Demo',
  status: 'confirmed',
  suspended_until: null,
  banned: false,
  strikes: n - 1,
});
const photo = (n: number) => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  member_id: owner(n).id,
  visibility: 'public' as const,
  thumb: `p${n}/thumb.jpg?sig=x`,
  full: `p${n}/full.jpg?sig=x`,
  created_at: '2026-11-20T10:00:00Z',
  owner: owner(n),
});
const QUEUE: PhotosInReviewResponse = { photos: [photo(1), photo(2)] };

const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init!.body as string));

describe('the photo review queue', () => {
  it('shows a spinner while loading, then says when nothing waits', async () => {
    stubApi(() => [200, { photos: [] }]);
    renderScreen(<PhotosScreen />);
    expect(screen.getByRole('status').textContent).toBe('Laden…');
    expect((await screen.findByTestId('photos-empty')).textContent).toBe("Er wachten geen foto's op beoordeling.");
  });

  it('shows each photo with its owner, and approves one', async () => {
    const fetch = stubApi((_, init) => (init?.method === 'POST' ? [200, { ok: true }] : [200, QUEUE]));
    renderScreen(<PhotosScreen />);
    const cards = await screen.findAllByTestId('photo-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toContain('Lid 2');
    expect(cards[1]!.textContent).toContain('32 jaar · Demo');
    expect(cards[1]!.textContent).toContain('1 eerdere maatregel');
    expect(within(cards[0]!).getByRole('img').getAttribute('src')).toBe('/media/p1/thumb.jpg?sig=x');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/media/p1/full.jpg?sig=x');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(posts(fetch)).toEqual([{ id: photo(1).id, decision: 'approve' }]));
    expect((await screen.findByText('Foto goedgekeurd.')).getAttribute('role')).toBe('status');
  });

  it('rejects only with a reason chosen by keyboard from the list', async () => {
    const fetch = stubApi((_, init) => (init?.method === 'POST' ? [200, { ok: true }] : [200, QUEUE]));
    renderScreen(<PhotosScreen />);
    const [card] = await screen.findAllByTestId('photo-card');
    const reject = within(card!).getByRole('button', { name: 'Afkeuren' });
    expect(reject).toHaveProperty('disabled', true);
    await userEvent.selectOptions(within(card!).getByLabelText('Reden van afkeuring'), 'Gezicht niet zichtbaar');
    within(card!).getByLabelText('Reden van afkeuring').focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(reject);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(posts(fetch)).toEqual([{ id: photo(1).id, decision: 'reject', reason: 'face_not_visible' }]),
    );
  });

  it('shows the refusal of a decision', async () => {
    stubApi((_, init) =>
      init?.method === 'POST' ? [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden.' }] : [200, QUEUE],
    );
    renderScreen(<PhotosScreen />);
    const [card] = await screen.findAllByTestId('photo-card');
    await userEvent.click(within(card!).getByRole('button', { name: 'Goedkeuren' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Niet gevonden.');
  });
});
