import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HeldContact } from '../../../../shared/contracts/moderation.ts';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as HeldScreen } from './held-screen.tsx';

const MEMBER_ID = '30000000-0000-4000-8000-000000000001';

const HOLD: HeldContact = {
  member: {
    id: MEMBER_ID,
    name: 'Boris',
    email: 'boris@example.com',
    age: 41,
    site: 'Demo',
    status: 'confirmed',
    suspended_until: null,
    banned: false,
    strikes: 1,
  },
  reason: 'address',
  status: 'open',
  held_at: '2026-11-20T10:00:00Z',
  decided_at: null,
  account_age_hours: 3,
  signup_source: { network: 'adnet', ref: 'spring' },
  signup_ip: '203.0.113.7',
  accounts_same_ip: 4,
  accounts_same_prefix: 4,
  held_messages: 5,
  held_likes: 12,
  first_messages: [{ to: 'Sanne', text: 'Hoi Sanne, zin in een date?', created_at: '2026-11-20T09:58:00Z' }],
};

/** The queue: GET answers `holds` (the open ones until a decision, then none), POST answers `decided`. */
function renderQueue(holds: HeldContact[]) {
  let decided = false;
  const fetch = stubApi((path, init) => {
    if (init?.method === 'POST') {
      decided = true;
      return [200, { delivered_messages: 4, dropped_messages: 1, released_likes: 12 }];
    }
    return [200, { holds: decided ? [] : holds }];
  });
  renderScreen(<HeldScreen />);
  return fetch;
}
const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(init!.body as string)]);
const lists = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && url.includes('held-contacts'));

describe('the held contacts queue', () => {
  it('says when there are none', async () => {
    renderQueue([]);
    expect((await screen.findByTestId('held-empty')).textContent).toBe('Geen vastgehouden contacten.');
  });

  it('shows the member, why, how new, where from, the accounts of their address and what waits', async () => {
    const fetch = renderQueue([
      HOLD,
      {
        ...HOLD,
        member: { ...HOLD.member, id: 'm2', name: 'Kees' },
        signup_source: null,
        signup_ip: '2001:db8:7:9::3',
        accounts_same_ip: 1,
        accounts_same_prefix: 2,
        reason: 'wave',
        first_messages: [],
      },
    ]);
    const [boris, kees] = await screen.findAllByTestId('held-contact');
    const text = boris!.textContent;
    expect(within(boris!).getByRole('link', { name: 'Boris' }).getAttribute('href')).toBe(
      `/admin/members/${MEMBER_ID}`,
    );
    expect(text).toContain('boris@example.com');
    expect(text).toContain('41 jaar · Demo');
    expect(text).toContain('confirmed · 1 eerdere maatregel');
    expect(text).toContain('Veel accounts vanaf hetzelfde adres');
    expect(text).toContain('3 uur oud bij het vasthouden');
    expect(text).toContain('adnet / spring');
    expect(text).toContain('203.0.113.7');
    const address = within(boris!).getByTestId('held-same-address');
    expect(address.textContent).toBe('Accounts van dit IP vandaag: 4');
    expect(address.className).toContain('text-danger');
    expect(text).toContain('5 berichten · 12 likes');
    const message = within(boris!).getByTestId('held-message');
    expect(message.textContent).toContain('Aan Sanne');
    expect(message.textContent).toContain('Hoi Sanne, zin in een date?');
    expect(kees!.textContent).toContain('Golf van eerste berichten op de site');
    expect(within(kees!).getByTestId('held-same-address').textContent).toBe(
      'Accounts van dit IP vandaag: 1, van zijn /64: 2',
    );
    expect(kees!.textContent).toContain('Aanmeldbron—');
    expect(kees!.textContent).toContain('Geen berichten, alleen likes.');
    expect(within(kees!).getByTestId('held-same-address').className).not.toContain('text-danger');
    expect(lists(fetch)[0]![0]).toContain('status=open');
  });

  it('counts no accounts where no signup address was kept', async () => {
    renderQueue([{ ...HOLD, signup_ip: null, accounts_same_ip: 0, accounts_same_prefix: 0 }]);
    const [card] = await screen.findAllByTestId('held-contact');
    expect(card!.textContent).toContain('Aanmeld-IP—');
    expect(within(card!).queryByTestId('held-same-address')).toBeNull();
  });

  it('approves with the member and the decision, reads the list again and says what approval did', async () => {
    const fetch = renderQueue([HOLD]);
    const card = await screen.findByTestId('held-contact');
    await userEvent.click(within(card).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        ['/api/admin/held-contact-decide.php', { member_id: MEMBER_ID, decision: 'approve' }],
      ]),
    );
    expect((await screen.findByTestId('held-outcome')).textContent).toBe(
      'Boris goedgekeurd. Berichten bezorgd: 4; vervallen omdat het saldo ze niet meer dekte: 1; likes getoond: 12.',
    );
    expect(await screen.findByTestId('held-empty')).toBeTruthy();
    expect(lists(fetch)).toHaveLength(2);
  });

  it('asks before rejecting; cancelled, nothing is sent; confirmed, the rejection is', async () => {
    const fetch = renderQueue([HOLD]);
    const card = await screen.findByTestId('held-contact');
    await userEvent.click(within(card).getByRole('button', { name: 'Afwijzen' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('De vastgehouden berichten en likes van Boris worden weggegooid');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(fetch)).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Afwijzen' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ja, afwijzen' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        ['/api/admin/held-contact-decide.php', { member_id: MEMBER_ID, decision: 'reject' }],
      ]),
    );
    expect((await screen.findByTestId('held-outcome')).textContent).toBe(
      'Boris afgewezen: de vastgehouden berichten en likes zijn weggegooid.',
    );
  });

  it('lists the decided ones on their tabs, without actions', async () => {
    const fetch = renderQueue([{ ...HOLD, status: 'approved', decided_at: '2026-11-20T12:00:00Z' }]);
    await screen.findByTestId('held-contact');
    await userEvent.click(screen.getByRole('button', { name: 'Goedgekeurd' }));
    await waitFor(() => expect(lists(fetch).some(([url]) => url.includes('status=approved'))).toBe(true));
    const card = await screen.findByTestId('held-contact');
    expect(card.textContent).toContain('Besloten');
    expect(within(card).queryByRole('button', { name: 'Goedkeuren' })).toBeNull();
  });
});
