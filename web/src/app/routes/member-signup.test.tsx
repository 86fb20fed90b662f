import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { landingsKeys } from '../../features/landings/api/keys.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { fill, renderScreen, stubFetch } from '../../test/screen.tsx';
import { Component as MemberSignup } from './member-signup.tsx';

const settings = { cdn_prefix: '', fictional_icon: false, invite_only: false } as Settings;
const ID = '11111111-2222-4333-8444-555555555555';
const member = {
  id: ID,
  name: 'Femke',
  age: 31,
  country: 'NL',
  region: null,
  city: 'Utrecht',
  fictional: false,
  photo: { thumb: 'p/thumb.jpg', profile: 'p/profile.jpg' },
  about: null,
};

function renderSignup(shown: typeof member | null, user: unknown = null) {
  return renderScreen(
    <MemberSignup />,
    [
      [settingsQuery.queryKey, settings],
      [userQuery.queryKey, user],
      [landingsKeys.landing(ID, undefined), { member: shown, place: null, others: [] }],
    ],
    { url: `/members/${ID}/signup?network=ads`, path: '/members/:id/signup' },
  );
}

async function signUp() {
  fill('E-mailadres', 'sam@example.com');
  fill('Naam', 'Sam');
  fill('Geboortedatum', '1991-03-01');
  fill('Wachtwoord', 'a long password');
  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

describe('the member signup', () => {
  it('names the member and sends them with the signup as its landing member', async () => {
    const fetch = stubFetch(200, { id: 'new' });
    renderSignup(member);
    expect(screen.getByTestId('member-signup-member').textContent).toContain('Meld je aan om Femke te ontmoeten');
    await signUp();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({ landing_member_id: ID, network: 'ads', email: 'sam@example.com' });
  });

  it('shows the form alone for a member not shown, never naming them', () => {
    renderSignup(null);
    expect(screen.queryByTestId('member-signup-member')).toBeNull();
    expect(screen.getByTestId('signup-form')).toBeTruthy();
  });

  it('sends a logged-in member to the profile', () => {
    renderSignup(member, { id: 'me' });
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
  });
});
