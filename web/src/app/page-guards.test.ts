import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { type PageContext, afterLogin, flashOf, pageRedirect } from './page-guards.ts';

const member = (status: User['status']) => ({ status }) as User;
const at = (routeName: string, context: Partial<PageContext> = {}) =>
  pageRedirect({ routeName, user: null, search: '', state: null, activation: undefined, ...context });

describe('pageRedirect', () => {
  it('sends a logged-in member on from the login and signup forms, not from the signup steps', () => {
    expect(at('login', { user: member('confirmed') })).toEqual({ to: '/members' });
    expect(at('login', { user: member('confirmed'), state: { returnTo: '/chats/c1' } })).toEqual({ to: '/chats/c1' });
    expect(at('signup', { user: member('not_confirmed') })).toEqual({ to: '/' });
    expect(at('signup', { user: member('not_confirmed'), search: '?step=2' })).toBeUndefined();
    expect(at('login')).toBeUndefined();
    expect(at('signup')).toBeUndefined();
  });

  it('logs a member in to the screen that sent them to log in, else to the search, never off the site', () => {
    expect(afterLogin(null)).toBe('/members');
    expect(afterLogin({})).toBe('/members');
    expect(afterLogin({ returnTo: '/settings?tab=mail' })).toBe('/settings?tab=mail');
    expect(afterLogin({ returnTo: '/members/abc/chat' })).toBe('/members/abc/chat');
    for (const returnTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'settings', '/login', 42]) {
      expect(afterLogin({ returnTo })).toBe('/members');
    }
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
