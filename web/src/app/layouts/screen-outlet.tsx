import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { useOpeningRedirect } from './use-opening-redirect.ts';

interface ScreenOutletProps {
  /** The member, null for a visitor, undefined while GET /api/user.php is on its way. */
  user: User | null | undefined;
  routeName: string | undefined;
  /** Whether a screen opened out of its context sends the visitor elsewhere (page-guards.ts). */
  redirects?: boolean;
}

/**
 * The route's screen inside the layout, once the member is known; until then, and while a screen waits for its data,
 * a loading indicator holds the place (the main area keeps its height: nothing below it moves).
 */
export function ScreenOutlet({ user, routeName, redirects = false }: ScreenOutletProps) {
  if (user === undefined) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      {redirects ? <RedirectingOutlet user={user} routeName={routeName} /> : <Outlet />}
    </Suspense>
  );
}

function RedirectingOutlet({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const redirect = useOpeningRedirect(routeName, user);
  return redirect ? <Navigate to={redirect.to} state={{ flash: redirect.flash }} replace /> : <Outlet />;
}
