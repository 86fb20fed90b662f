import { INFO_PAGE_TOKENS } from './info-page-tokens.ts';

/** The layouts a screen is drawn in (web/src/app/layouts/). */
export type Layout = 'default' | 'chat' | 'lander' | 'empty';

/**
 * The screens of SPEC §2 by route name, the one table of them: the web router draws its routes and layouts from here,
 * the web's `paths` builds its links from the patterns, and the server answers 404 for every path that matches none
 * of the served ones, so that a status never says "found" where the app shows "not found". `served: false` marks a
 * screen whose feature is not built yet (the app shows its 404 page there); each served one has its module in
 * web/src/app/screens.ts.
 */
export interface PageRoute {
  name: string;
  /** React Router pattern: `:param`, `:param?` for an optional one (last). `/` is the index route. */
  path: string;
  layout: Layout;
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

/** The query parameter that carries a profile landing's member into signup (`?signup=1&landing_member={id}`). */
export const LANDING_MEMBER_PARAM = 'landing_member';

/** What each parameter may be; a path whose parameter does not fit is not found. */
const PARAM_PATTERNS: Record<string, string> = {
  id: UUID,
  page: INFO_PAGE_SLUGS.join('|'),
  type: 'received|given|matches',
  paymentmethod: '[a-z]{2,20}',
  slug: SLUG,
  /** An info page's short alias (shared/info-page-tokens.ts): any other one word is not found. */
  token: Object.keys(INFO_PAGE_TOKENS).join('|'),
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
] as const;

const served = <const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  layout: Layout = 'default',
) => ({ name, path, layout, served: true as const }) satisfies PageRoute;

/** In the order the router tries them: the first that matches wins (`/:token` last, as it matches any one word). */
export const PAGE_ROUTES = [
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
  served('chats', '/chats', 'chat'),
  served('chats-id', '/chats/:id', 'chat'),
  served('members-id-chat', '/members/:id/chat', 'chat'),
  served('landers-tinderswipe', '/landers/tinderswipe', 'lander'),
  ...LANDERS.map((lander) => served(`landers-${lander}`, `/landers/${lander}/:slug?`, 'lander')),
  served('members-id-landing', '/members/:id/landing', 'lander'),
  served('members-id-landing2', '/members/:id/landing2/:slug?', 'lander'),
  served('members-id-landing3', '/members/:id/landing3/:slug?', 'lander'),
  served('members-id-signup', '/members/:id/signup', 'empty'),
  served('signup-matches', '/signup-matches', 'empty'),
  served('token', '/:token'),
] as const;

/** A screen that is served: the web has its module (web/src/app/screens.ts) and links to it (web/src/lib/paths.ts). */
export type ServedPageRoute = Extract<(typeof PAGE_ROUTES)[number], { served: true }>;
export type ServedRouteName = ServedPageRoute['name'];

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
