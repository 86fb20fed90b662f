import type { User } from '../../../shared/contracts/auth.ts';
import { paths } from '../lib/paths.ts';

/** Confirmations a screen shows once after being sent there (navigation state `{ flash }`). */
export const FLASHES = ['logged_out', 'password_reset', 'reset_link_incomplete'] as const;
export type Flash = (typeof FLASHES)[number];

export interface PageContext {
  routeName: string | undefined;
  user: User | null;
  search: string;
  /** The navigation state the screen was opened with. */
  state: unknown;
  /** The outcome an activation link left for /activate/done, if any. */
  activation: string | undefined;
}

export interface Redirect {
  to: string;
  flash?: Flash;
}

/** The navigation state with which a screen for members only sends a visitor to log in: where to come back to. */
export interface LoginReturn {
  returnTo: string;
}

/**
 * Where a member goes once logged in: back to the screen for members only that sent them to log in (a path of this
 * site, from the navigation state), else the members' start, the search (SPEC: the members area), not the home page.
 */
export function afterLogin(state: unknown): string {
  const returnTo = state && (state as Partial<LoginReturn>).returnTo;
  const ownPath = typeof returnTo === 'string' && returnTo.startsWith('/') && !/^\/[/\\]/.test(returnTo);
  return ownPath && !returnTo.startsWith(paths.login()) ? returnTo : paths.members();
}

const stateSays = (state: unknown, key: string) => Boolean(state && (state as Record<string, unknown>)[key]);

/**
 * Where a screen opened out of its context sends the visitor instead: the login and signup forms a logged-in member
 * has no use for, result pages reached without their event (typed in, bookmarked), a reset page without its token.
 * Undefined: the screen is in its place.
 */
export function pageRedirect({ routeName, user, search, state, activation }: PageContext): Redirect | undefined {
  const query = new URLSearchParams(search);
  switch (routeName) {
    case 'login':
      return user ? { to: afterLogin(state) } : undefined;
    case 'signup':
      // With ?step= the signup form goes on with the steps of the member it just made.
      return user && !query.has('step') ? { to: paths.index() } : undefined;
    case 'activate-done':
      if (activation) return undefined;
      if (!user) return { to: paths.login() };
      return { to: user.status === 'confirmed' ? paths.members() : paths['complete-signup']() };
    case 'account-deleted':
      return stateSays(state, 'deleted') ? undefined : { to: paths.index() };
    case 'reset-password-do':
      return query.get('token') ? undefined : { to: paths['reset-password'](), flash: 'reset_link_incomplete' };
    default:
      return undefined;
  }
}

/** The confirmation a screen was sent with, if it is one we know. */
export function flashOf(state: unknown): Flash | undefined {
  const flash = state && (state as { flash?: unknown }).flash;
  return FLASHES.find((known) => known === flash);
}
