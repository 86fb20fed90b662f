import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, renderScreen, staffAnswer, stubApi } from '../test/console-screen.ts';
import { staffKey } from '../shell/use-staff.ts';
import { Component as MemberScreen } from './member-screen.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const LOCATION = { url: `/admin/members/${ID}`, path: '/admin/members/:id' };
const admin = staffAnswer('admin', ['console.use', 'members.read', 'members.manage']);
const operator = staffAnswer('operator', ['console.use', 'members.read']);
const moderator = staffAnswer('moderator', ['console.use', 'members.read', 'members.standing']);
const photoModerator = staffAnswer('moderator', ['console.use', 'members.read', 'members.standing', 'photos.review']);
const rejection = {
  id: '22222222-2222-4222-8222-222222222222',
  photo_id: 'p1',
  thumb: '/x.jpg',
  reason: 'not_a_person',
  hashes: ['c3a1f0e2d4b59687', '83a1f0e2d4b59687'],
  created_at: '2024-05-01T11:00:00.000Z',
};

const page = {
  member: {
    id: ID,
    site_id: 's',
    site_name: 'Demo',
    name: 'Sanne',
    email: 'sanne@example.com',
    status: 'not_confirmed',
    premium: true,
    credits: 30,
    fictional: false,
    signup_date: '2024-05-01T10:00:00.000Z',
    language: 'nl',
    credit_debt: 0,
    invisible: false,
    last_seen_at: null,
    deleted_at: null,
    suspended_until: '2030-01-01T00:00:00.000Z',
    banned_at: null,
    refund_days: 14,
  },
  profile: null,
  photos: [
    {
      id: 'p1',
      status: 'rejected',
      visibility: 'public',
      rejection_reason: 'not_a_person',
      created_at: '2024-05-01T10:00:00.000Z',
      thumb: '/x.jpg',
    },
  ],
  strikes: [
    {
      id: 's1',
      kind: 'suspend',
      reason: 'spam',
      until: '2030-01-01T00:00:00.000Z',
      created_at: '2024-05-02T10:00:00.000Z',
    },
  ],
  payments: [
    {
      id: 'pay-1',
      status: 'completed',
      credits: 60,
      amount_cents: 1496,
      currency: 'EUR',
      method: 'ideal',
      country: 'NL',
      discount_percentage: 0,
      bundle_id: null,
      created_at: '2024-05-03T10:00:00.000Z',
      completed_at: '2024-05-03T10:00:00.000Z',
      refunded_at: null,
      refunded_credits: null,
      refunded_cents: 0,
      charged_back_cents: 0,
      debt_credits: 0,
      provider: 'test',
      reference: 'tp_1',
      refundable: true,
    },
  ],
  mandates: [{ kind: 'iban', value: 'NL91ABNA0417164300', blocked: true, banned: false }],
  ban: { address_key: 'sanne@example.com', address_banned: false, phones: [] },
  conversations: [],
};

function answers(overrides: Record<string, [number, unknown]> = {}) {
  return stubApi((path) => {
    if (overrides[path]) return overrides[path];
    if (path === '/api/admin/member.php') return [200, page];
    if (path === '/api/admin/member-ledger.php')
      return [
        200,
        {
          entries: [
            {
              id: 'l1',
              delta: 60,
              debt: 0,
              reason: 'purchase',
              reference: 'pay-1',
              created_at: page.member.signup_date,
            },
          ],
          more: false,
        },
      ];
    if (path === '/api/admin/refund-preview.php')
      return [
        200,
        { refundable: true, amount_cents: 1496, currency: 'EUR', credits_due: 60, credits_taken: 30, credits_debt: 30 },
      ];
    return [200, { ok: true }];
  });
}
const sent = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url.startsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

describe("a member's page", () => {
  it('shows the standing, photos with their rejection, payments and the ledger; an operator gets no buttons', async () => {
    answers();
    renderScreen(<MemberScreen />, [[staffKey, operator]], LOCATION);
    expect(screen.getByRole('status')).not.toBeNull();
    expect((await screen.findByTestId('standing')).textContent).toContain('Geschorst tot');
    expect(screen.getByTestId('standing').textContent).toContain('spam');
    expect(screen.getByTestId('photos').textContent).toContain('Afgekeurd omdat: Geen persoon');
    expect(within(screen.getByTestId('payments-table')).getAllByRole('row')).toHaveLength(2);
    expect((await screen.findByTestId('ledger-table')).textContent).toContain('+60');
    expect(screen.getByText('Geen klacht noemt een gesprek van dit lid.')).not.toBeNull();
    expect(screen.queryByTestId('member-actions')).toBeNull();
    expect(screen.queryByTestId('standing-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terugbetalen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Blokkade opheffen' })).toBeNull();
    expect(screen.queryByTestId('rejections')).toBeNull();
  });

  it("lets a photo moderator forget a rejected photo's remembered hashes", async () => {
    const fetch = answers({ '/api/admin/rejected-photos.php': [200, { rejections: [rejection] }] });
    renderScreen(<MemberScreen />, [[staffKey, photoModerator]], LOCATION);
    const section = await screen.findByTestId('rejections');
    await waitFor(() => expect(section.textContent).toContain('c3a1f0e2d4b59687'));
    expect(section.textContent).toContain('Onthouden afkeuringen');
    expect(section.textContent).toContain('Afgekeurd omdat: Geen persoon');
    expect(fetch.mock.calls.some(([url]) => url.startsWith(`/api/admin/rejected-photos.php?member_id=${ID}`))).toBe(
      true,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Afkeuring vergeten' }));
    await within(section).findByText('De afkeuring is vergeten: de foto wordt weer geaccepteerd.');
    expect(sent(fetch, '/api/admin/rejected-photo-forget.php')).toEqual([
      { member_id: ID, rejection_id: rejection.id },
    ]);
  });

  it('says when no rejected photo of the member is remembered', async () => {
    answers({ '/api/admin/rejected-photos.php': [200, { rejections: [] }] });
    renderScreen(<MemberScreen />, [[staffKey, photoModerator]], LOCATION);
    expect(await screen.findByText('Geen afgekeurde foto van dit lid wordt onthouden.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Afkeuring vergeten' })).toBeNull();
  });

  it('shows what the ban holds of a banned member, and a banned phone of any member', async () => {
    answers({
      '/api/admin/member.php': [
        200,
        {
          ...page,
          member: { ...page.member, suspended_until: null, banned_at: '2024-06-01T10:00:00.000Z' },
          mandates: [
            { kind: 'phone', value: '+31612345678', blocked: false, banned: true },
            { kind: 'phone', value: '+31612345679', blocked: false, banned: false },
          ],
          ban: { address_key: 'sannedevries@gmail.com', address_banned: true, phones: ['+31612345678'] },
        },
      ],
    });
    renderScreen(<MemberScreen />, [[staffKey, operator]], LOCATION);
    const hold = await screen.findByTestId('ban-hold');
    expect(hold.textContent).toContain('Wat de ban vasthoudt');
    expect(within(hold).getByText('sannedevries@gmail.com')).not.toBeNull();
    expect(within(hold).getByText('In de ban')).not.toBeNull();
    expect(within(hold).getByText('+31612345678')).not.toBeNull();
    expect(hold.textContent).not.toContain('+31612345679');
    // Read only: nothing to press in it.
    expect(within(hold).queryByRole('button')).toBeNull();
    const mandates = within(screen.getByTestId('mandates')).getAllByRole('listitem');
    expect(mandates.map((item) => item.textContent!.includes('Telefoon in de ban'))).toEqual([true, false]);
  });

  it('marks a phone on the ban list of a member who is not banned, with no ban block', async () => {
    answers({
      '/api/admin/member.php': [
        200,
        {
          ...page,
          mandates: [{ kind: 'phone', value: '+31612345678', blocked: false, banned: true }],
          ban: { address_key: 'sanne@example.com', address_banned: false, phones: [] },
        },
      ],
    });
    renderScreen(<MemberScreen />, [[staffKey, operator]], LOCATION);
    expect((await screen.findByTestId('mandates')).textContent).toContain('Telefoon in de ban');
    expect(screen.queryByTestId('ban-hold')).toBeNull();
  });

  it("lets a moderator change the member's standing with a reason, and no other action", async () => {
    const fetch = answers();
    renderScreen(<MemberScreen />, [[staffKey, moderator]], LOCATION);
    const actions = await screen.findByTestId('standing-actions');
    const suspend = within(actions).getByRole('button', { name: 'Schorsen' });
    expect((suspend as HTMLButtonElement).disabled).toBe(true);
    fill('Reden (het lid ziet die bij een waarschuwing)', 'Spam in chats');
    fill('Dagen (bij schorsen)', '3');
    await userEvent.click(suspend);
    await screen.findByText('De status van het lid is gewijzigd.');
    expect(sent(fetch, '/api/admin/member-standing.php')).toEqual([
      { member_id: ID, action: 'suspend', reason: 'Spam in chats', days: 3 },
    ]);
    expect(screen.queryByTestId('member-actions')).toBeNull();
  });

  it('refunds after showing how many credits come back', async () => {
    const fetch = answers();
    renderScreen(<MemberScreen />, [[staffKey, admin]], LOCATION);
    await userEvent.click(await screen.findByRole('button', { name: 'Terugbetalen' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.textContent).toContain('30 credits gaan van het saldo af.'));
    expect(sent(fetch, '/api/admin/refund.php')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nu terugbetalen' }));
    await waitFor(() => expect(sent(fetch, '/api/admin/refund.php')).toEqual([{ payment_id: 'pay-1', confirm: true }]));
  });

  it.each([
    [14, 'terugbetaaltermijn 14 dagen'],
    [1, 'terugbetaaltermijn 1 dag'],
  ])('says a payment past its refund period of %i days cannot be refunded', async (days, period) => {
    answers({
      '/api/admin/member.php': [200, { ...page, member: { ...page.member, refund_days: days } }],
      '/api/admin/refund-preview.php': [200, { refundable: false }],
    });
    renderScreen(<MemberScreen />, [[staffKey, admin]], LOCATION);
    await userEvent.click(await screen.findByRole('button', { name: 'Terugbetalen' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.textContent).toContain(period));
  });

  it('adjusts credits with a reason, and says why when the balance is too small', async () => {
    const fetch = answers({
      '/api/admin/member-credits.php': [
        402,
        { statusCode: 402, code: 'credits_insufficient', message: 'Je hebt onvoldoende credits' },
      ],
    });
    renderScreen(<MemberScreen />, [[staffKey, admin]], LOCATION);
    await screen.findByLabelText('Credits (+ erbij, − eraf)');
    fill('Credits (+ erbij, − eraf)', '-50');
    fill('Reden (bewaard in het auditlog)', 'correction');
    await userEvent.click(screen.getByRole('button', { name: 'Aanpassen' }));
    await waitFor(() =>
      expect(sent(fetch, '/api/admin/member-credits.php')).toEqual([
        { delta: -50, reason: 'correction', member_id: ID },
      ]),
    );
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it('resends the activation mail, clears a block and deletes after a confirmation', async () => {
    const fetch = answers();
    renderScreen(<MemberScreen />, [[staffKey, admin]], LOCATION);
    await userEvent.click(await screen.findByRole('button', { name: 'Activatiemail opnieuw sturen' }));
    await screen.findByText('De activatiemail is onderweg.');
    await userEvent.click(screen.getByRole('button', { name: 'Blokkade opheffen' }));
    await waitFor(() =>
      expect(sent(fetch, '/api/admin/directdebit-unblock.php')).toEqual([
        { kind: 'iban', value: 'NL91ABNA0417164300' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lid verwijderen' }));
    expect(sent(fetch, '/api/admin/member-delete.php')).toEqual([]);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('Het lid is verwijderd.');
    expect(sent(fetch, '/api/admin/member-delete.php')).toEqual([{ member_id: ID }]);
  });
});
