import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { siteSettings } from '../../test/site.ts';
import { Component as Complaints } from './complaints.tsx';

const MEMBER = '30000000-0000-4000-8000-000000000003';
const MESSAGE = '20000000-0000-4000-8000-000000000007';

function renderComplaints(user: typeof testUser | null, url = '/complaints') {
  const fetch = stubApi((path) => {
    if (path === '/api/member.php') return [200, { id: MEMBER, name: 'Sanne' }];
    return path === '/api/complaints.php' ? [200, { ok: true }] : [404, {}];
  });
  renderScreen(
    <Complaints />,
    [
      [userQuery.queryKey, user],
      [settingsQuery.queryKey, siteSettings()],
    ],
    { url, path: '/complaints' },
  );
  return fetch;
}

describe('the complaints screen', () => {
  it('asks a visitor to log in and names the support address', () => {
    renderComplaints(null);
    expect(screen.getByText('Log in om een lid te rapporteren.')).toBeTruthy();
    expect(screen.getByText('Voor andere klachten kun je mailen naar support@demo.test.')).toBeTruthy();
    expect(screen.queryByTestId('complaint-form')).toBeNull();
  });

  it('leads a visitor to log in and back to the report they were making', () => {
    renderComplaints(null, `/complaints?member=${MEMBER}`);
    const login = new URL(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')!, 'http://site.test');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('next')).toBe(`/complaints?member=${MEMBER}`);
  });

  it('tells a member without a member in the address how to report one', () => {
    renderComplaints(testUser);
    expect(screen.getByText('Open het profiel van het lid en kies Rapporteren.')).toBeTruthy();
    expect(screen.queryByTestId('complaint-form')).toBeNull();
  });

  it('shows the form about the member of the address, with their name', async () => {
    renderComplaints(testUser, `/complaints?member=${MEMBER}`);
    expect(screen.getByTestId('complaint-form')).toBeTruthy();
    expect(await screen.findByText('Je rapporteert Sanne.')).toBeTruthy();
    expect(screen.queryByTestId('complaint-message')).toBeNull();
  });

  it('sends the message the member reported from the chat with the complaint', async () => {
    const fetch = renderComplaints(testUser, `/complaints?member=${MEMBER}&message=${MESSAGE}`);
    expect((await screen.findByTestId('complaint-message')).textContent).toBe(
      'Je meldt een bericht uit jullie gesprek; het gaat met je melding mee.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/complaints.php')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/complaints.php')!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ member_id: MEMBER, message_id: MESSAGE });
  });
});
