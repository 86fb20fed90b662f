import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../../../shared/contracts/site-admin.ts';
import { fill, noteOf, renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as SiteScreen } from './site-screen.tsx';

const SITE_ID = '22222222-2222-4222-8222-222222222222';
const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
const SITE: SiteDetail = {
  id: SITE_ID,
  domain: 'localhost',
  settings: {
    name: 'Demo Dating',
    domain_language: 'nl-NL',
    base_url: 'http://localhost:3000',
    cdn_prefix: '',
    time_zone: 'Europe/Amsterdam',
    niche: 1,
    countries: ['NL', 'BE'],
    index_title: 'Demo',
    description: 'Ontmoet singles.',
    visible_profile_fields: ['gender', 'age'],
    visible_profile_notes: ['hobbies'],
    search_fields: ['gender'],
    signups: 'all',
    invite_only: false,
    logged_out_search: 'other',
    logged_out_search_trafficsource: 'other',
    enable_site_entry_popup: 'yes',
    minimum_message_costs: [{ country: 'NL', costs: 1, currency: 'EUR' }],
    message_credits: 1,
    signup_credits: 2,
    photo_credits: 2,
    gift_credits: 3,
    message_length: 1000,
    free_messages: 0,
    swipe_likes_premium: 50,
    like_limit_free: 25,
    like_limit_premium: 250,
    support_email: 'support@example.com',
    support_phone: '020 - 123 45 67',
    fictional_icon: true,
    fictional_warning: 'Dit is een fictief profiel.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
    refund_days: 14,
    member_resell: false,
    auto_approve_photos: true,
    contact_checks: {
      new_member_hours: 48,
      new_members_per_minute: 4,
      accounts_per_address: 3,
      first_messages_per_sender: 4,
      likes_per_sender: 25,
    },
    company_id: COMPANY_ID,
    mail_name: 'Demo Dating',
  },
  domains: [
    { host: 'localhost', primary: true },
    { host: '127.0.0.1', primary: false },
  ],
  company: {
    id: COMPANY_ID,
    name: 'Demo Media B.V.',
    address: 'Keizersgracht 123',
    kvk: '12345678',
    city: '1015 CJ Amsterdam',
    country: 'NL',
    tradenames: ['Demo Dating'],
    vat_numbers: [],
    support_phone: '020 - 123 45 67',
    delete_discount: 50,
    added: '2024-03-15',
  },
  companies: [{ id: COMPANY_ID, name: 'Demo Media B.V.' }],
  bundles: [
    { id: 'bundle-1', currency: 'EUR', credits: 25, price_cents: 995, popular: false, position: 0, active: true },
  ],
  partner_offers: [
    {
      id: 'offer-1',
      kind: 'cam',
      title: 'Live cams',
      url: 'https://partner.example/cams',
      image_url: null,
      sort: 0,
      active: true,
    },
  ],
  gifts: [{ key: 'rose', credits: null, position: 0 }],
  discount_codes: [],
};
const PAGE = { url: `/admin/sites/${SITE_ID}`, path: '/admin/sites/:id' };
const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url.split('?')[0], JSON.parse(init!.body as string)]);
const refusal = (fields: Record<string, string>) =>
  [400, { statusCode: 400, code: 'validation_failed', message: 'Controleer de invoer.', fields }] as [number, unknown];

describe('a site’s page', () => {
  it('shows every setting with its help text, and saves them all', async () => {
    const fetch = stubApi((path, init) => (init?.method === 'POST' ? [200, { ok: true }] : [200, SITE]));
    renderScreen(<SiteScreen />, [], PAGE);
    await screen.findByTestId('site-settings-form');
    expect(noteOf('Credits per bericht')).toBe(
      'Wat een bericht kost (minstens het minimum van het land van de afzender).',
    );
    fill('Credits per bericht', '3');
    fill('Landen', 'NL, BE, DE');
    await userEvent.click(screen.getByLabelText('Alleen op uitnodiging'));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(posts(fetch)).toEqual([
      [
        '/api/admin/site-settings.php',
        {
          id: SITE_ID,
          settings: { ...SITE.settings, message_credits: 3, countries: ['NL', 'BE', 'DE'], invite_only: true },
        },
      ],
    ]);
  });

  it('sets the spam-wave limits, each with its help text, and refuses an address limit under 2', async () => {
    const fetch = stubApi((path, init) => (init?.method === 'POST' ? [200, { ok: true }] : [200, SITE]));
    renderScreen(<SiteScreen />, [], PAGE);
    const checks = await screen.findByTestId('contact-checks');
    expect(screen.getByRole('group', { name: 'Spamgolven' })).toBe(checks);
    expect(noteOf('Eerste berichten per lid (per 10 minuten)')).toBe(
      'Zoveel eerste berichten mag een nieuw lid in 10 minuten sturen, met 30 seconden ertussen; de volgende worden vastgehouden (1 tot 1000).',
    );
    expect((screen.getByLabelText('Nieuw lid (uren)') as HTMLInputElement).value).toBe('48');
    fill('Accounts per adres (per dag)', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(noteOf('Accounts per adres (per dag)')).toBe('Dit moet minstens 2 zijn.'));
    expect(posts(fetch)).toEqual([]);
    fill('Accounts per adres (per dag)', '5');
    fill('Likes per lid (per 10 minuten)', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeTruthy();
    expect(posts(fetch)[0]![1].settings.contact_checks).toEqual({
      ...SITE.settings.contact_checks,
      accounts_per_address: 5,
      likes_per_sender: 40,
    });
  });

  it('names signups other as closed and visitor search other as allowed', async () => {
    stubApi(() => [200, SITE]);
    renderScreen(<SiteScreen />, [], PAGE);
    await screen.findByTestId('site-settings-form');
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => [option.value, option.text]);
    expect(options('Aanmeldingen')).toContainEqual(['other', 'Gesloten (niemand)']);
    expect(options('Zoeken zonder login')).toEqual([
      ['other', 'Toegestaan'],
      ['none', 'Niet toegestaan'],
    ]);
  });

  it('refuses an out-of-range value before sending', async () => {
    const fetch = stubApi(() => [200, SITE]);
    renderScreen(<SiteScreen />, [], PAGE);
    await screen.findByTestId('site-settings-form');
    fill('Maximale berichtlengte', '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(noteOf('Maximale berichtlengte')).toBe('Dit mag hoogstens 10000 zijn.'));
    expect(posts(fetch)).toEqual([]);
  });

  it('adds a domain, and shows the refusal of one another site has', async () => {
    stubApi((path, init) =>
      init?.method === 'POST' ? refusal({ host: 'Deze domeinnaam is al in gebruik bij een site.' }) : [200, SITE],
    );
    renderScreen(<SiteScreen />, [], PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Domeinen' }));
    const hosts = screen.getByTestId('site-domains');
    expect(within(hosts).getByText('Hoofddomein')).toBeTruthy();
    fill('Domeinnaam', 'other.example');
    await userEvent.click(screen.getByRole('button', { name: 'Domein toevoegen' }));
    await waitFor(() => expect(noteOf('Domeinnaam')).toBe('Deze domeinnaam is al in gebruik bij een site.'));
  });

  it('disables a bundle; the codes tab says when there are none', async () => {
    const fetch = stubApi((path, init) => (init?.method === 'POST' ? [200, { id: 'bundle-1' }] : [200, SITE]));
    renderScreen(<SiteScreen />, [], PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Creditbundels' }));
    await userEvent.click(within(screen.getByTestId('bundles-table')).getByRole('button', { name: 'Uitschakelen' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        ['/api/admin/site-bundle.php', { ...SITE.bundles[0], site_id: SITE_ID, active: false }],
      ]),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Kortingscodes' }));
    expect(screen.getByText('Deze site heeft geen kortingscodes.')).toBeTruthy();
  });

  it('adds a partner offer, refuses one that is not https before sending, and deactivates one', async () => {
    const fetch = stubApi((path, init) => (init?.method === 'POST' ? [200, { id: 'offer-2' }] : [200, SITE]));
    renderScreen(<SiteScreen />, [], PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Partneraanbiedingen' }));
    expect(screen.getByTestId('partner-offers-resell-off')).toBeTruthy();
    fill('Titel', 'Webcams');
    fill('Webadres (https)', 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(noteOf('Webadres (https)')).toBe('Ongeldig webadres.'));
    expect(posts(fetch)).toEqual([]);
    fill('Webadres (https)', 'https://partner.example/live');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        [
          '/api/admin/site-partner-offer.php',
          {
            site_id: SITE_ID,
            kind: 'cam',
            title: 'Webcams',
            url: 'https://partner.example/live',
            image_url: null,
            sort: 0,
            active: true,
          },
        ],
      ]),
    );
    const table = screen.getByTestId('partner-offers-table');
    await userEvent.click(within(table).getByRole('button', { name: 'Deactiveren' }));
    await waitFor(() =>
      expect(posts(fetch)[1]).toEqual([
        '/api/admin/site-partner-offer.php',
        { ...SITE.partner_offers[0], site_id: SITE_ID, active: false },
      ]),
    );
  });

  it('says why a site cannot be shown', async () => {
    stubApi(() => [404, { statusCode: 404, code: 'not_found', message: 'Niet gevonden' }]);
    renderScreen(<SiteScreen />, [], PAGE);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
