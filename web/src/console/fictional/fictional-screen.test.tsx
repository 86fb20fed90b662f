import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as FictionalScreen } from './fictional-screen.tsx';

const SITE = { id: '11111111-1111-4111-8111-111111111111', name: 'Demo Dating' };
const card = {
  id: 'p1',
  name: 'Sanne',
  age: 30,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  photo: null,
  fictional: true,
};
const profile = {
  ...card,
  site_id: SITE.id,
  date_of_birth: '1995-04-12',
  gender: 'female',
  sexuality: 'hetero',
  about: '',
  signup_message: '',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  notes: {},
  photos: [],
};

describe('the fictional profiles screen', () => {
  it('says so when a site has none', async () => {
    stubApi(() => [200, { sites: [SITE], site_id: SITE.id, profiles: [] }]);
    renderScreen(<FictionalScreen />);
    expect(await screen.findByText('Deze site heeft nog geen fictieve profielen.')).toBeTruthy();
  });

  it('lists the profiles and adds one on the chosen site', async () => {
    const fetch = stubApi((path, init) => {
      if (path === '/api/admin/fictional.php' && init?.method === 'POST') return [200, profile];
      if (path === '/api/admin/fictional-profile.php') return [200, profile];
      return [200, { sites: [SITE], site_id: SITE.id, profiles: [card] }];
    });
    renderScreen(<FictionalScreen />);
    expect((await screen.findByTestId('fictional-table')).textContent).toContain('Sanne');
    await userEvent.click(screen.getByRole('button', { name: 'Fictief profiel toevoegen' }));
    fill('Naam', 'Sanne');
    fill('Geboortedatum', '1995-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => url.startsWith('/api/admin/fictional.php') && init?.method === 'POST'),
      ).toBe(true),
    );
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as string;
    expect(JSON.parse(sent)).toMatchObject({ name: 'Sanne', date_of_birth: '1995-04-12', site_id: SITE.id });
    expect(await screen.findByLabelText('Foto toevoegen')).toBeTruthy();
  });

  it('shows a refusal', async () => {
    stubApi((path, init) =>
      init?.method === 'POST'
        ? [400, { statusCode: 400, code: 'validation_failed', message: 'Controleer de velden' }]
        : [200, { sites: [SITE], site_id: SITE.id, profiles: [] }],
    );
    renderScreen(<FictionalScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fictief profiel toevoegen' }));
    fill('Naam', 'Sanne');
    fill('Geboortedatum', '1995-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent).join(' ')).toContain(
      'Controleer de velden',
    );
  });
});
