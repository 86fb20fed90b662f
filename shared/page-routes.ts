/**
 * The screens of SPEC §2 by route name: the web router draws its routes from here and the server answers 404 for
 * every path that matches none of the served ones, so that a status never says "found" where the app shows "not
 * found". `served: false` marks a screen whose feature is not built yet (the app shows its 404 page there).
 */
export interface PageRoute {
  name: string;
  /** React Router pattern: `:param`, `:param?` for an optional one. */
  path: string;
  served: boolean;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SLUG = '[a-z0-9-]{1,80}';

/** The info pages of SPEC §2 (`/pages/{page}`). */
export const INFO_PAGE_SLUGS = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** An info page's key in the pages catalogue (and its footer link's key in the app catalogue). */
export const infoPageKey = (slug: InfoPageSlug) => slug.replaceAll('-', '_');

/** The query parameter that opens the signup modal over any page (`?signup=1`, SPEC §4). */
export const SIGNUP_MODAL_PARAM = 'signup';

/** What each parameter may be; a path whose parameter does not fit is not found. */
const PARAM_PATTERNS: Record<string, string> = {
  id: UUID,
  page: INFO_PAGE_SLUGS.join('|'),
  type: 'received|given|matches',
  paymentmethod: '[a-z]{2,20}',
  slug: SLUG,
  token: SLUG,
};

const LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
];
export const LANDER_ROUTE_NAMES = LANDERS.map((lander) => `landers-${lander}`);

const served = (name: string, path: string): PageRoute => ({ name, path, served: true });
const notYet = (name: string, path: string): PageRoute => ({ name, path, served: false });

export const PAGE_ROUTES: readonly PageRoute[] = [
  served('index', '/'),
  served('pages', '/pages/:page'),
  served('lang-config', '/lang-config'),
  served('likes', '/likes'),
  served('likes-m-id', '/likes/m/:id'),
  served('likes-type', '/likes/:type'),
  served('account-deleted', '/account-deleted'),
  served('complaints', '/complaints'),
  served('complete-signup', '/complete-signup'),
  served('credits', '/credits'),
  served('credits-repeat-order', '/credits/repeat-order'),
  served('credits-id-paymentmethod', '/credits/:id/:paymentmethod?'),
  served('directdebit', '/directdebit'),
  served('login', '/login'),
  served('match-finder', '/match-finder'),
  served('members', '/members'),
  served('members-id', '/members/:id'),
  served('notifications', '/notifications'),
  served('premium', '/premium'),
  served('pricing', '/pricing'),
  served('profile', '/profile'),
  served('settings', '/settings'),
  served('reset-password', '/reset-password'),
  served('reset-password-do', '/reset-password/do'),
  served('signup', '/signup'),
  served('swipe-game', '/swipe-game'),
  served('activate-done', '/activate/done'),
  served('activate-error', '/activate/error'),
  served('mail-change-do', '/mail-change/do'),
  served('transactions', '/transactions/:id?'),
  served('chats', '/chats'),
  served('chats-id', '/chats/:id'),
  served('members-id-chat', '/members/:id/chat'),
  notYet('landers-tinderswipe', '/landers/tinderswipe'),
  ...LANDERS.map((lander) => notYet(`landers-${lander}`, `/landers/${lander}/:slug?`)),
  notYet('members-id-landing', '/members/:id/landing'),
  notYet('members-id-landing2', '/members/:id/landing2/:slug?'),
  notYet('members-id-landing3', '/members/:id/landing3/:slug?'),
  notYet('members-id-signup', '/members/:id/signup'),
  notYet('signup-matches', '/signup-matches'),
  notYet('token', '/:token'),
];

const byName = new Map(PAGE_ROUTES.map((route) => [route.name, route]));

/** The route of a name; throws for a name SPEC §2 does not have (a typo in the router). */
export function pageRoute(name: string): PageRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`no page route named ${name}`);
  return route;
}

function compile(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^:(\w+)(\?)?$/.exec(part);
      if (!param) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const pattern = PARAM_PATTERNS[param[1]!] ?? SLUG;
      return param[2] ? `(?:/(?:${pattern}))?` : `/(?:${pattern})`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

const compiled = PAGE_ROUTES.map((route) => ({ route, pattern: compile(route.path) }));

/**
 * The served screen a path shows, or undefined: for an unknown path, a parameter that does not fit (a member id that
 * is no id) or a screen not built yet. The first route that matches wins, as in the router.
 */
export function servedPageRoute(pathname: string): PageRoute | undefined {
  const match = compiled.find(({ pattern }) => pattern.test(pathname))?.route;
  return match?.served ? match : undefined;
}
