import { useIsFetching } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ProgressBar } from '../components/progress-bar.tsx';
import { useUser } from '../lib/current-user.ts';
import { useToasts } from '../lib/toasts.ts';
import { usePrefetchOnIdle } from './prefetch.ts';

const Toaster = lazy(() => import('../components/toaster.tsx'));

/**
 * Above every layout: the loading bar while a screen's code or the data a screen waits for (a query without data yet)
 * loads, and the toasts (their code loaded with the first one).
 */
export function AppFrame() {
  const navigating = useNavigation().state !== 'idle';
  const waitingForData = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const toasts = useToasts();
  return (
    <>
      <ProgressBar busy={navigating || waitingForData} />
      <Outlet />
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Around each layout's screens, once the browser is idle: the code of the screens likely opened next. React Router
 * draws it only when the first screen's code is in (till then it draws the hydrate fallback), so that the prefetch
 * does not take an idle moment while the first screen still resolves and compete with it.
 */
export function ScreenFrame() {
  const { data: user } = useUser();
  usePrefetchOnIdle(user === undefined ? undefined : user !== null);
  return <Outlet />;
}
