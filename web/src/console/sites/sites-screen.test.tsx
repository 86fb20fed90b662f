import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, noteOf, renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as SitesScreen } from './sites-screen.tsx';

const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
const LIST = {
  sites: [
    {
      id: 'site-1',
      name: 'Demo Dating',
      domain: 'localhost',
      domain_language: 'nl-NL',
      niche: 1,
      countries: ['NL', 'BE'],
      company_name: 'Demo Media B.V.',
    },
  ],
  companies: [{ id: COMPANY_ID, name: 'Demo Media B.V.' }],
};
const SITES = { url: '/admin/sites', path: '/admin/sites' };

describe('the sites screen', () => {
  it('shows the loading state, then the sites with a link to each', async () => {
    stubApi(() => [200, LIST]);
    renderScreen(<SitesScreen />, [], SITES);
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByTestId('sites-table');
    const link = within(table).getByRole('link', { name: 'Demo Dating' });
    expect(link.getAttribute('href')).toBe('/admin/sites/site-1');
    expect(within(table).getByText('NL, BE')).toBeTruthy();
    expect(within(table).getByText('1 – algemeen')).toBeTruthy();
  });

  it('says when there are no sites, and offers only a new company', async () => {
    stubApi(() => [200, { sites: [], companies: [] }]);
    renderScreen(<SitesScreen />, [], SITES);
    expect(await screen.findByText('Er zijn nog geen sites.')).toBeTruthy();
    expect((screen.getByLabelText('Nieuw bedrijf') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('KvK-nummer')).toBeTruthy();
  });

  it('creates a site for an existing company', async () => {
    const fetch = stubApi((path, init) => (init?.method === 'POST' ? [200, { id: 'site-2' }] : [200, LIST]));
    renderScreen(<SitesScreen />, [], SITES);
    await screen.findByTestId('site-create-form');
    fill('Naam', 'Nordic Hearts');
    fill('Domein', 'nordic.example');
    fill('Taal', 'sv-SE');
    fill('Landen', 'SE, NO');
    await userEvent.selectOptions(screen.getByLabelText('Niche'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Site aanmaken' }));
    expect(await screen.findByText('De site is aangemaakt en antwoordt meteen op haar domein.')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      name: 'Nordic Hearts',
      domain: 'nordic.example',
      domain_language: 'sv-SE',
      niche: 2,
      countries: ['SE', 'NO'],
      company_id: COMPANY_ID,
    });
  });

  it('shows the refusal of a domain another site has under the domain', async () => {
    stubApi((path, init) =>
      init?.method === 'POST'
        ? [
            400,
            {
              statusCode: 400,
              code: 'validation_failed',
              message: 'Controleer de invoer.',
              fields: { domain: 'Deze domeinnaam is al in gebruik bij een site.' },
            },
          ]
        : [200, LIST],
    );
    renderScreen(<SitesScreen />, [], SITES);
    await screen.findByTestId('site-create-form');
    fill('Naam', 'Copy');
    fill('Domein', 'localhost');
    fill('Taal', 'nl');
    fill('Landen', 'NL');
    await userEvent.click(screen.getByRole('button', { name: 'Site aanmaken' }));
    await waitFor(() => expect(noteOf('Domein')).toBe('Deze domeinnaam is al in gebruik bij een site.'));
  });
});
