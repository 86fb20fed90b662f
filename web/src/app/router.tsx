import { PageLoading } from '../components/page-loading.tsx';
import { type RouteObject, createBrowserRouter, data } from 'react-router';
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

const route = (path: string, name: string, lazy?: RouteObject['lazy']): RouteObject =>
  lazy ? { path, handle: { name }, lazy } : { path, handle: { name }, ...notBuilt };

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

/** Each layout's screens sit under a pathless route whose error element renders inside the layout. */
const withErrors = (children: RouteObject[]): RouteObject[] => [{ errorElement: <ErrorPage />, children }];

export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      { index: true, handle: { name: 'index' }, lazy: () => import('./routes/home.tsx') },
      route('/pages/:page', 'pages', () => import('./routes/info-page.tsx')),
      route('/lang-config', 'lang-config', () => import('./routes/lang-config.tsx')),
      route('/likes', 'likes'),
      route('/likes/m/:id', 'likes-m-id', () => import('./routes/member-profile.tsx')),
      route('/likes/:type', 'likes-type'),
      route('/account-deleted', 'account-deleted', () => import('./routes/account-deleted.tsx')),
      route('/complaints', 'complaints', () => import('./routes/complaints.tsx')),
      route('/complete-signup', 'complete-signup', () => import('./routes/complete-signup.tsx')),
      route('/credits', 'credits'),
      route('/credits/repeat-order', 'credits-repeat-order'),
      route('/credits/:id/:paymentmethod?', 'credits-id-paymentmethod'),
      route('/directdebit', 'directdebit'),
      route('/login', 'login', () => import('./routes/login.tsx')),
      route('/match-finder', 'match-finder', () => import('./routes/match-finder.tsx')),
      route('/members', 'members', () => import('./routes/members.tsx')),
      route('/members/:id', 'members-id', () => import('./routes/member-profile.tsx')),
      route('/notifications', 'notifications'),
      route('/premium', 'premium'),
      route('/pricing', 'pricing'),
      route('/profile', 'profile', () => import('./routes/profile.tsx')),
      route('/settings', 'settings', () => import('./routes/settings.tsx')),
      route('/reset-password', 'reset-password', () => import('./routes/reset-password.tsx')),
      route('/reset-password/do', 'reset-password-do', () => import('./routes/reset-password-do.tsx')),
      route('/signup', 'signup', () => import('./routes/signup.tsx')),
      route('/swipe-game', 'swipe-game'),
      route('/activate/done', 'activate-done', () =>
        import('./routes/activate-result.tsx').then((m) => m.activateDone),
      ),
      route('/activate/error', 'activate-error', () =>
        import('./routes/activate-result.tsx').then((m) => m.activateError),
      ),
      route('/mail-change/do', 'mail-change-do', () => import('./routes/mail-change-do.tsx')),
      route('/transactions/:id?', 'transactions'),
      route('/:token', 'token'),
      route('*', 'not-found'),
    ]),
  },
  {
    element: <ChatLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      route('/chats', 'chats'),
      route('/chats/:id', 'chats-id'),
      route('/members/:id/chat', 'members-id-chat'),
    ]),
  },
  {
    element: <LanderLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      route('/landers/tinderswipe', 'landers-tinderswipe'),
      ...LANDERS.map((lander) => route(`/landers/${lander}/:slug?`, `landers-${lander}`)),
      route('/members/:id/landing', 'members-id-landing'),
      route('/members/:id/landing2/:slug?', 'members-id-landing2'),
      route('/members/:id/landing3/:slug?', 'members-id-landing3'),
    ]),
  },
  {
    element: <EmptyLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: withErrors([
      route('/members/:id/signup', 'members-id-signup'),
      route('/signup-matches', 'signup-matches'),
    ]),
  },
];

export const createRouter = () => createBrowserRouter(routes);
