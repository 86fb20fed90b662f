import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import userEvent from '@testing-library/user-event';
import { userQuery } from '../../lib/current-user.ts';
import { keepReturnPath, keptReturnPath } from '../../lib/return-path.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { testSettings, testUser } from '../../test/members.ts';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { activateDone, activateError } from './activate-result.tsx';

afterEach(() => {
  document.cookie = 'activation=; max-age=0; path=/';
});

const welcome = { code: 'WELCOME-ABC', percentage: 20, source: 'welcome', expires: null };

/** /activate/done for `user`, the welcome discount answered with `welcomeAnswer`; the requests made come back. */
function renderDone(user: User, welcomeAnswer: [number, unknown] = [200, welcome], landingMember: unknown = null) {
  const fetch = stubApi((path) => {
    if (path === '/api/discountcode.php') return welcomeAnswer;
    return path === '/api/landing-member.php' ? [200, { member: landingMember }] : [200, {}];
  });
  renderScreen(
    <activateDone.Component />,
    [
      [settingsQuery.queryKey, testSettings],
      [userQuery.queryKey, user],
    ],
    { url: '/activate/done', path: '/activate/done' },
  );
  return fetch;
}

const welcomeCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/discountcode.php'));

describe('/activate/done', () => {
  it('offers premium, the member search and the profile, each to its screen', () => {
    renderDone({ ...testUser, paid_user: true } as User);
    const done = screen.getByTestId('activate-done');
    expect(within(done).getByRole('heading').textContent).toBe('Je account is geactiveerd!');
    expect(done.textContent).toContain('Welkom bij Testsite.');
    const links = within(done).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Word premium', '/premium'],
      ['Leden zoeken', '/members'],
      ['Profiel aanvullen', '/profile'],
    ]);
  });

  it('offers the way back to the page the new member was headed for first, once', async () => {
    keepReturnPath('/credits/abc');
    renderDone({ ...testUser, paid_user: true } as User);
    const back = screen.getByTestId('return-after-signup');
    expect([back.textContent, back.getAttribute('href')]).toEqual(['Verder waar je was', '/credits/abc']);
    expect(within(screen.getByTestId('activate-done')).getAllByRole('link')[0]).toBe(back);
    await userEvent.click(back);
    expect(keptReturnPath()).toBeUndefined();
  });

  it('badges premium with the time bonus while it runs, without asking for the welcome discount', () => {
    const fetch = renderDone({
      ...testUser,
      time_bonus: { code: 'TIMEBONUS25', percentage: 25, seconds_left: 600 },
    } as User);
    expect(screen.getByTestId('discount-badge').textContent).toBe('25% welkomstkorting');
    expect(welcomeCalls(fetch)).toEqual([]);
  });

  it('badges premium with the welcome discount from GET /api/discountcode.php?welcome=true after the time bonus', async () => {
    const fetch = renderDone(testUser);
    expect((await screen.findByTestId('discount-badge')).textContent).toBe('20% welkomstkorting');
    expect(welcomeCalls(fetch)).toEqual(['/api/discountcode.php?welcome=true']);
  });

  it('shows no badge, and no error, when the welcome discount cannot be had', async () => {
    const fetch = renderDone(testUser, [404, { code: 'discount_not_found', message: 'Code niet gevonden' }]);
    await screen.findByTestId('activate-done');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(welcomeCalls(fetch)).toHaveLength(1);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('activate-done').textContent).not.toContain('Code niet gevonden');
  });

  it('shows no badge to a paid member, and asks for no discount', () => {
    const fetch = renderDone({ ...testUser, paid_user: true } as User);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(welcomeCalls(fetch)).toEqual([]);
  });

  it('says the account was already active for a link used before', () => {
    document.cookie = 'activation=already_active; path=/';
    renderDone(testUser);
    expect(screen.getByTestId('activate-already').textContent).toContain('Je account is al actief');
  });
});

describe('/activate/error', () => {
  it("says 'Activeren mislukt' and leads to the login", () => {
    renderScreen(<activateError.Component />);
    const error = screen.getByTestId('activate-error');
    expect(within(error).getByRole('heading').textContent).toBe('Activeren mislukt');
    expect(within(error).getByRole('link').getAttribute('href')).toBe('/login');
  });
});

describe('/activate/done after a signup from a profile landing', () => {
  const id = '11111111-2222-4333-8444-555555555555';
  const femke = { id, name: 'Femke', age: 31, country: 'NL', region: null, city: null, photo: null, fictional: false };
  const links = () =>
    within(screen.getByTestId('activate-done'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('offers writing to the member of the profile landing first', async () => {
    renderDone({ ...testUser, paid_user: true } as User, [200, welcome], femke);
    await screen.findByTestId('write-to-landing-member');
    expect(links()[0]).toEqual(['Schrijf Femke', `/members/${id}/chat`]);
    expect(links()).toHaveLength(4);
  });

  it('starts with premium without one', async () => {
    const fetch = renderDone({ ...testUser, paid_user: true } as User);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/landing-member.php'))).toBe(true));
    expect(screen.queryByTestId('write-to-landing-member')).toBeNull();
    expect(links()[0]![1]).toBe('/premium');
  });
});
