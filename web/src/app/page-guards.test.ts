import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { MEMBERS_ONLY, type PageContext, flashOf, pageRedirect } from './page-guards.ts';

const member = (status: User['status']) => ({ status }) as User;
const at = (routeName: string, context: Partial<PageContext> = {}) =>
  pageRedirect({
    routeName,
    user: null,
    path: '/somewhere',
    search: '',
    state: null,
    activation: undefined,
    ...context,
  });

describe('pageRedirect', () => {
  it('sends a logged-in member on from the login and signup forms, not from the signup steps', () => {
    expect(at('login', { user: member('confirmed') })).toEqual({ to: '/members' });
    expect(at('signup', { user: member('not_confirmed') })).toEqual({ to: '/' });
    expect(at('signup', { user: member('not_confirmed'), search: '?step=2' })).toBeUndefined();
    expect(at('login')).toBeUndefined();
    expect(at('signup')).toBeUndefined();
  });

  it('shows /activate/done only after an activation link', () => {
    expect(at('activate-done', { activation: 'activated' })).toBeUndefined();
    expect(at('activate-done', { activation: 'already_active' })).toBeUndefined();
    expect(at('activate-done')).toEqual({ to: '/login' });
    expect(at('activate-done', { user: member('confirmed') })).toEqual({ to: '/members' });
    expect(at('activate-done', { user: member('not_confirmed') })).toEqual({ to: '/complete-signup' });
  });

  it('shows /account-deleted only right after a deletion', () => {
    expect(at('account-deleted')).toEqual({ to: '/' });
    expect(at('account-deleted', { state: { deleted: true } })).toBeUndefined();
  });

  it('sends a reset page without its token to the reset request, saying why', () => {
    expect(at('reset-password-do')).toEqual({ to: '/reset-password', flash: 'reset_link_incomplete' });
    expect(at('reset-password-do', { search: '?token=abc' })).toBeUndefined();
  });

  it('sends a visitor from each members-only screen to log in, to come back to it after', () => {
    const screens = ['likes', 'likes-type', 'chats', 'chats-id', 'members-id-chat', 'notifications', 'settings'];
    for (const name of [...screens, 'profile', 'transactions', 'credits-repeat-order', 'swipe-game', 'directdebit']) {
      expect(MEMBERS_ONLY.has(name), name).toBe(true);
    }
    expect(at('likes', { path: '/likes' })).toEqual({ to: '/login?next=%2Flikes', flash: 'login_required' });
    expect(at('credits-id-paymentmethod', { path: '/credits/abc/ideal?country=NL' })).toEqual({
      to: '/login?next=%2Fcredits%2Fabc%2Fideal%3Fcountry%3DNL',
      flash: 'login_required',
    });
    expect(at('likes', { user: member('confirmed') })).toBeUndefined();
    expect(at('credits-id-paymentmethod', { user: member('confirmed') })).toBeUndefined();
    // Open to visitors: the bundles, the premium offer, the search and the profiles.
    for (const name of ['credits', 'premium', 'members', 'members-id', 'likes-m-id', 'index', 'pricing']) {
      expect(at(name), name).toBeUndefined();
    }
  });

  it('sends a member from the login form back to where they were sent from, only on this site', () => {
    const confirmed = member('confirmed');
    expect(at('login', { user: confirmed, search: '?next=%2Flikes' })).toEqual({ to: '/likes' });
    for (const next of ['//evil.test/x', '/\\evil.test', 'https://evil.test/', '/login?next=/likes', '/\t/evil.test']) {
      expect(at('login', { user: confirmed, search: `?${new URLSearchParams({ next })}` }), next).toEqual({
        to: '/members',
      });
    }
  });

  it('sends an active member on from /complete-signup, not one still to confirm', () => {
    expect(at('complete-signup', { user: member('confirmed') })).toEqual({ to: '/members' });
    expect(at('complete-signup', { user: member('not_confirmed') })).toBeUndefined();
  });

  it('sends a member on /directdebit without a bundle to the bundles, saying why', () => {
    expect(at('directdebit', { user: member('confirmed') })).toEqual({ to: '/credits', flash: 'choose_bundle' });
    expect(at('directdebit', { user: member('confirmed'), search: '?bundle=abc' })).toBeUndefined();
  });

  it('leaves every other screen alone', () => {
    expect(at('members', { user: member('confirmed') })).toBeUndefined();
  });
});

describe('flashOf', () => {
  it('knows only its own confirmations', () => {
    expect(flashOf({ flash: 'logged_out' })).toBe('logged_out');
    expect(flashOf({ flash: 'anything' })).toBeUndefined();
    expect(flashOf(null)).toBeUndefined();
  });
});
