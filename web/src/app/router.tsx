import { PageLoading } from '../components/page-loading.tsx';
import { type RouteObject, createBrowserRouter, data } from 'react-router';
import { LANDER_ROUTE_NAMES, pageRoute, servedPageRoute } from '../../../shared/page-routes.ts';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { LanderLayout } from './layouts/lander-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';

/** A route of SPEC §2 whose feature has not been built yet: the real 404 page, never a placeholder. */
const notBuilt: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: () => {
    throw data(null, { status: 404 });
  },
  Component: () => null,
};

/**
 * The route of SPEC §2 named `name`, its path from shared/page-routes.ts (where the server learns which screens are
 * served): with its screen module when it is served, the 404 page when it is not. A mismatch fails at once.
 */
function route(name: string, lazy?: RouteObject['lazy']): RouteObject {
  const { path, served } = pageRoute(name);
  if (served !== Boolean(lazy)) throw new Error(`route ${name}: served is ${served} in shared/page-routes.ts`);
  return lazy ? { path, handle: { name }, lazy } : { path, handle: { name }, ...notBuilt };
}

/**
 * Each layout's screens sit under a pathless route whose error element renders inside the layout. Its loader sends
 * every path that is no served screen (a member id that is no id, say) to the 404 page, by the rule the server uses
 * for the page's status.
 */
const withErrors = (children: RouteObject[]): RouteObject[] => [
  {
    errorElement: <ErrorPage />,
    loader: ({ request }) => {
      if (!servedPageRoute(new URL(request.url).pathname)) throw data(null, { status: 404 });
      return null;
    },
    children,
  },
];

export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      { index: true, handle: { name: 'index' }, lazy: () => import('./routes/home.tsx') },
      route('pages', () => import('./routes/info-page.tsx')),
      route('lang-config', () => import('./routes/lang-config.tsx')),
      route('likes', () => import('./routes/likes.tsx')),
      route('likes-m-id', () => import('./routes/member-profile.tsx')),
      route('likes-type', () => import('./routes/likes.tsx')),
      route('account-deleted', () => import('./routes/account-deleted.tsx')),
      route('complaints', () => import('./routes/complaints.tsx')),
      route('complete-signup', () => import('./routes/complete-signup.tsx')),
      route('credits', () => import('./routes/credits.tsx')),
      route('credits-repeat-order', () => import('./routes/repeat-order.tsx')),
      route('credits-id-paymentmethod', () => import('./routes/checkout.tsx')),
      route('directdebit', () => import('./routes/direct-debit.tsx')),
      route('login', () => import('./routes/login.tsx')),
      route('match-finder', () => import('./routes/match-finder.tsx')),
      route('members', () => import('./routes/members.tsx')),
      route('members-id', () => import('./routes/member-profile.tsx')),
      route('notifications', () => import('./routes/notifications.tsx')),
      route('premium', () => import('./routes/premium.tsx')),
      route('pricing', () => import('./routes/pricing.tsx')),
      route('profile', () => import('./routes/profile.tsx')),
      route('settings', () => import('./routes/settings.tsx')),
      route('reset-password', () => import('./routes/reset-password.tsx')),
      route('reset-password-do', () => import('./routes/reset-password-do.tsx')),
      route('signup', () => import('./routes/signup.tsx')),
      route('swipe-game', () => import('./routes/swipe-game.tsx')),
      route('activate-done', () => import('./routes/activate-result.tsx').then((m) => m.activateDone)),
      route('activate-error', () => import('./routes/activate-result.tsx').then((m) => m.activateError)),
      route('mail-change-do', () => import('./routes/mail-change-do.tsx')),
      route('transactions', () => import('./routes/transactions.tsx')),
      route('token'),
      { path: '*', handle: { name: 'not-found' }, ...notBuilt },
    ]),
  },
  {
    element: <ChatLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      route('chats', () => import('./routes/chats.tsx')),
      route('chats-id', () => import('./routes/chats.tsx')),
      route('members-id-chat', () => import('./routes/chats.tsx')),
    ]),
  },
  {
    element: <LanderLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      route('landers-tinderswipe'),
      ...LANDER_ROUTE_NAMES.map((name) => route(name)),
      route('members-id-landing'),
      route('members-id-landing2'),
      route('members-id-landing3'),
    ]),
  },
  {
    element: <EmptyLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([route('members-id-signup'), route('signup-matches')]),
  },
];

export const createRouter = () => createBrowserRouter(routes);
