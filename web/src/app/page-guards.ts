import type { User } from '../../../shared/contracts/auth.ts';
import { paths } from '../lib/paths.ts';
import { NEXT_PARAM, loginThenBackTo, safeNext } from '../lib/return-path.ts';

/** Confirmations a screen shows once after being sent there (navigation state `{ flash }`). */
export const FLASHES = [
  'logged_out',
  'password_reset',
  'reset_link_incomplete',
  'login_required',
  'choose_bundle',
] as const;
export type Flash = (typeof FLASHES)[number];

export interface PageContext {
  routeName: string | undefined;
  /** The path being opened with its query (`/credits/abc?x=1`): where a visitor comes back to after logging in. */
  path: string;
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

/**
 * The screens only a member has (their data is the member's own, or acting on them needs an account): a visitor is
 * sent to log in first and comes back after (`/login?next=`). The profile screens (members-id, likes-m-id) are not
 * among them: a visitor may see a profile where the site allows it.
 */
export const MEMBERS_ONLY = new Set([
  'likes',
  'likes-type',
  'chats',
  'chats-id',
  'members-id-chat',
  'notifications',
  'settings',
  'profile',
  'transactions',
  'credits-repeat-order',
  'credits-id-paymentmethod',
  'directdebit',
  'swipe-game',
]);

const stateSays = (state: unknown, key: string) => Boolean(state && (state as Record<string, unknown>)[key]);

/**
 * Where a screen opened out of its context sends the visitor instead: the login and signup forms a logged-in member
 * has no use for, result pages reached without their event (typed in, bookmarked), a reset page without its token.
 * Undefined: the screen is in its place.
 */
export function pageRedirect({ routeName, user, path, search, state, activation }: PageContext): Redirect | undefined {
  const query = new URLSearchParams(search);
  if (!user && routeName && MEMBERS_ONLY.has(routeName)) return { to: loginThenBackTo(path), flash: 'login_required' };
  switch (routeName) {
    case 'login':
      return user ? { to: safeNext(query.get(NEXT_PARAM)) ?? paths.members() } : undefined;
    case 'signup':
      // With ?step= the signup form goes on with the steps of the member it just made.
      return user && !query.has('step') ? { to: paths.index() } : undefined;
    case 'activate-done':
      if (activation) return undefined;
      if (!user) return { to: paths.login() };
      return { to: user.status === 'confirmed' ? paths.members() : paths['complete-signup']() };
    case 'complete-signup':
      // A member whose address is confirmed has no mail to wait for: on to the members, where a member belongs.
      return user?.status === 'confirmed' ? { to: paths.members() } : undefined;
    case 'directdebit':
      // Direct debit pays for a bundle: without one chosen, the bundles to choose from.
      return query.get('bundle') ? undefined : { to: paths.credits(), flash: 'choose_bundle' };
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
