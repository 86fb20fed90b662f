import type { ComponentType } from 'react';
import { PageLoading } from '../components/page-loading.tsx';
import { type HydrationState, type RouteObject, createBrowserRouter, data, matchRoutes } from 'react-router';
import { type Layout, PAGE_ROUTES, servedPageRoute } from '../../../shared/page-routes.ts';
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

/** The route of a screen of shared/page-routes.ts: its module when it is served, the 404 page when it is not. */
function screenRoute(page: (typeof PAGE_ROUTES)[number]): RouteObject {
  const handle = { name: page.name };
  const screen = page.served ? { lazy: SCREENS[page.name] } : notBuilt;
  return page.path === '/' ? { index: true, handle, ...screen } : { path: page.path, handle, ...screen };
}

/** Every other path: the 404 page, in the default layout. */
const notFound: RouteObject = { path: '*', handle: { name: 'not-found' }, ...notBuilt };

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

const LAYOUTS: Record<Layout, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** The screens of each layout in the order of shared/page-routes.ts; the default layout's last the 404 page. */
export const routes: RouteObject[] = Object.entries(LAYOUTS).map(([layout, LayoutComponent]) => ({
  element: <LayoutComponent />,
  errorElement: <ErrorPage />,
  children: withErrors([
    ...PAGE_ROUTES.filter((page) => page.layout === layout).map(screenRoute),
    ...(layout === 'default' ? [notFound] : []),
  ]),
}));

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
