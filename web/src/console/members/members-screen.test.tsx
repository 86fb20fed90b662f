import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as MembersScreen } from './members-screen.tsx';

const hit = (changes: object = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  site_id: 'site-1',
  site_name: 'Demo',
  name: 'Sanne',
  email: 'sanne@example.com',
  status: 'confirmed',
  premium: true,
  credits: 12,
  fictional: false,
  signup_date: '2024-05-01T10:00:00.000Z',
  ...changes,
});

async function search(q: string) {
  await userEvent.type(screen.getByLabelText('Lid zoeken'), q);
  await userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
}

describe('the members search', () => {
  it('asks nothing until something is typed, then lists the matches with their site and marks fictional ones', async () => {
    const fetch = stubApi(() => [
      200,
      { members: [hit(), hit({ id: 'f', name: 'Fiona', fictional: true, status: 'not_confirmed' })], more: false },
    ]);
    renderScreen(<MembersScreen />);
    expect(fetch).not.toHaveBeenCalled();
    await search('SANNE@example.com');
    const rows = within(await screen.findByTestId('members-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('sanne@example.com');
    expect(rows[1]!.textContent).toContain('Demo');
    expect(within(rows[1]!).getByRole('link', { name: 'Sanne' }).getAttribute('href')).toBe(
      '/admin/members/11111111-1111-4111-8111-111111111111',
    );
    expect(within(rows[2]!).getByTestId('fictional-mark').textContent).toBe('Fictief profiel');
    expect(within(rows[1]!).queryByTestId('fictional-mark')).toBeNull();
    expect(fetch.mock.calls[0]![0]).toContain('q=SANNE%40example.com');
  });

  it('says when nothing matches', async () => {
    stubApi(() => [200, { members: [], more: false }]);
    renderScreen(<MembersScreen />);
    await search('nobody');
    expect(await screen.findByText('Geen lid gevonden.')).not.toBeNull();
  });

  it('pages on when more follow', async () => {
    const fetch = stubApi(() => [200, { members: [hit()], more: true }]);
    renderScreen(<MembersScreen />);
    await search('s');
    await userEvent.click(await screen.findByRole('button', { name: 'Volgende pagina' }));
    expect(fetch.mock.calls.at(-1)![0]).toContain('page=2');
  });

  it('shows a refusal', async () => {
    stubApi(() => [403, { statusCode: 403, code: 'staff_forbidden', message: 'Niet toegestaan' }]);
    renderScreen(<MembersScreen />);
    await search('x');
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
