import { PageLoading } from '../components/page-loading.tsx';
import { type HydrationState, type RouteObject, createBrowserRouter, data, matchRoutes } from 'react-router';
import { LANDER_ROUTE_NAMES, pageRoute, servedPageRoute } from '../../../shared/page-routes.ts';
import { AppFrame, ScreenFrame } from './app-frame.tsx';
import { ChatLayout } from './layouts/chat-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { EmptyLayout } from './layouts/empty-layout.tsx';
import { LanderLayout } from './layouts/lander-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { SCREENS } from './screens.ts';

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
function route(name: string): RouteObject {
  const { path, served } = pageRoute(name);
  const lazy = SCREENS[name];
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
    element: <ScreenFrame />,
    errorElement: <ErrorPage />,
    // While the first screen's code loads, the layout is drawn around this (a place holder in its main area).
    hydrateFallbackElement: <PageLoading />,
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
    children: withErrors([
      { index: true, handle: { name: 'index' }, lazy: SCREENS.index },
      route('pages'),
      route('lang-config'),
      route('likes'),
      route('likes-m-id'),
      route('likes-type'),
      route('account-deleted'),
      route('complaints'),
      route('complete-signup'),
      route('credits'),
      route('credits-repeat-order'),
      route('credits-id-paymentmethod'),
      route('directdebit'),
      route('login'),
      route('match-finder'),
      route('members'),
      route('members-id'),
      route('notifications'),
      route('premium'),
      route('pricing'),
      route('profile'),
      route('settings'),
      route('reset-password'),
      route('reset-password-do'),
      route('signup'),
      route('swipe-game'),
      route('activate-done'),
      route('activate-error'),
      route('mail-change-do'),
      route('transactions'),
      route('token'),
      { path: '*', handle: { name: 'not-found' }, ...notBuilt },
    ]),
  },
  {
    element: <ChatLayout />,
    errorElement: <ErrorPage />,
    children: withErrors([route('chats'), route('chats-id'), route('members-id-chat')]),
  },
  {
    element: <LanderLayout />,
    errorElement: <ErrorPage />,
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
    children: withErrors([route('members-id-signup'), route('signup-matches')]),
  },
];

/** Every route, under the frame that draws the loading bar: the browser's router and the server's first screen. */
export const appRoutes: RouteObject[] = [{ element: <AppFrame />, children: routes }];

/** The browser's router; `hydrationData` when it takes over a screen the server drew (web/src/first-screen.tsx). */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(appRoutes, { hydrationData });

/**
 * Loads the code of the screens `path` shows before the router starts, as the server did before it drew them: the
 * first render then draws the same screen (not the place holder of a screen whose code is on its way).
 */
export async function loadScreensOf(path: string): Promise<void> {
  await Promise.all(
    (matchRoutes(appRoutes, path) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
