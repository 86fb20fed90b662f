import { SIGNUP_MODAL_PARAM } from '../../../shared/page-routes.ts';
import { paths } from './paths.ts';

/** The query parameter of /login and /signup that holds the path to go back to afterwards. */
export const NEXT_PARAM = 'next';

/**
 * A path `?next=` may go back to: one of this site's own (starting with a single `/`), never another site (`//host`,
 * `/\host`, `https://…`), nor the login or signup page itself.
 */
export function safeNext(value: string | null | undefined): string | undefined {
  // A backslash or a blank (which browsers drop) could turn `/\host` or `/\t/host` into another site.
  if (!value?.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return undefined;
  const { pathname } = new URL(value, 'http://site.invalid');
  return pathname === paths.login() || pathname === paths.signup() ? undefined : value;
}

const withNext = (page: string, path: string) => `${page}?${new URLSearchParams({ [NEXT_PARAM]: path })}`;

/** The login page that comes back to `path` afterwards. */
export const loginThenBackTo = (path: string) => withNext(paths.login(), path);

/** The signup page that comes back to `path` once the new member is in. */
export const signupThenBackTo = (path: string) => withNext(paths.signup(), path);

/**
 * Where a visitor who opens login or signup from `pathname` + `search` comes back to: that page, without the signup
 * modal's parameter; none from the home page, which is no place a visitor was headed for.
 */
export function returnPathOf(pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  query.delete(SIGNUP_MODAL_PARAM);
  const rest = query.toString();
  return safeNext(pathname === paths.index() ? undefined : `${pathname}${rest ? `?${rest}` : ''}`);
}

/**
 * The page a new member was headed for when they signed up, kept on this device for a day: signup goes on through
 * the steps and the activation mail (whose link may open in a later tab), and the member is offered the way back at
 * the end of it.
 */
const KEY = 'return-after-signup';
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export function keepReturnPath(path: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage off (private mode, quota): the member goes on from the end of signup as everyone else does.
  }
}

export function keptReturnPath(now = Date.now()): string | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (typeof kept?.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > KEPT_FOR_MS) return undefined;
    return safeNext(kept.path);
  } catch {
    return undefined;
  }
}

export function forgetReturnPath(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
