import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { ServedRouteName } from '../../../shared/page-routes.ts';

type ScreenModule = LazyRouteFunction<RouteObject>;

/**
 * The module of each served screen of SPEC §2 (shared/page-routes.ts), by route name, loaded when the screen is first
 * opened: a served screen without one, or one for a name the table does not serve, fails the type-check. The build
 * reads the `import()`s of this file to list each screen's script files (web/screen-chunks.ts).
 */
export const SCREENS: Record<ServedRouteName, ScreenModule> = {
  index: () => import('./routes/home.tsx'),
  pages: () => import('./routes/info-page.tsx'),
  'lang-config': () => import('./routes/lang-config.tsx'),
  likes: () => import('./routes/likes.tsx'),
  'likes-m-id': () => import('./routes/member-profile.tsx'),
  'likes-type': () => import('./routes/likes.tsx'),
  'account-deleted': () => import('./routes/account-deleted.tsx'),
  complaints: () => import('./routes/complaints.tsx'),
  'complete-signup': () => import('./routes/complete-signup.tsx'),
  credits: () => import('./routes/credits.tsx'),
  'credits-repeat-order': () => import('./routes/repeat-order.tsx'),
  'credits-id-paymentmethod': () => import('./routes/checkout.tsx'),
  directdebit: () => import('./routes/direct-debit.tsx'),
  login: () => import('./routes/login.tsx'),
  'match-finder': () => import('./routes/match-finder.tsx'),
  members: () => import('./routes/members.tsx'),
  'members-id': () => import('./routes/member-profile.tsx'),
  notifications: () => import('./routes/notifications.tsx'),
  premium: () => import('./routes/premium.tsx'),
  pricing: () => import('./routes/pricing.tsx'),
  profile: () => import('./routes/profile.tsx'),
  settings: () => import('./routes/settings.tsx'),
  'reset-password': () => import('./routes/reset-password.tsx'),
  'reset-password-do': () => import('./routes/reset-password-do.tsx'),
  signup: () => import('./routes/signup.tsx'),
  'swipe-game': () => import('./routes/swipe-game.tsx'),
  'activate-done': () => import('./routes/activate-result.tsx').then((m) => m.activateDone),
  'activate-error': () => import('./routes/activate-result.tsx').then((m) => m.activateError),
  'mail-change-do': () => import('./routes/mail-change-do.tsx'),
  transactions: () => import('./routes/transactions.tsx'),
  chats: () => import('./routes/chats.tsx'),
  'chats-id': () => import('./routes/chats.tsx'),
  'members-id-chat': () => import('./routes/chats.tsx'),
  'landers-tinderswipe': () => import('./routes/landers/tinderswipe.tsx'),
  'landers-alonetonight': () => import('./routes/landers/alonetonight.tsx'),
  'landers-collagelanding': () => import('./routes/landers/collagelanding.tsx'),
  'landers-gallery': () => import('./routes/landers/gallery.tsx'),
  'landers-iconslanding': () => import('./routes/landers/iconslanding.tsx'),
  'landers-maplanding': () => import('./routes/landers/maplanding.tsx'),
  'landers-socialnetwork': () => import('./routes/landers/socialnetwork.tsx'),
  'landers-transitionsvideolanding': () => import('./routes/landers/transitionsvideolanding.tsx'),
  'landers-video': () => import('./routes/landers/video.tsx'),
  'members-id-landing': () => import('./routes/member-landing.tsx'),
  'members-id-landing2': () => import('./routes/member-landing2.tsx'),
  'members-id-landing3': () => import('./routes/member-landing3.tsx'),
  'members-id-signup': () => import('./routes/member-signup.tsx'),
  'signup-matches': () => import('./routes/signup-matches.tsx'),
  token: () => import('./routes/info-page.tsx'),
};
