import { useIsFetching } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { ProgressBar } from '../components/progress-bar.tsx';
import { useUser } from '../lib/current-user.ts';
import { usePrefetchOnIdle } from './prefetch.ts';

/**
 * Above every layout: the loading bar while a screen's code or the data a screen waits for (a query without data yet)
 * loads, and, once the browser is idle, the code of the screens likely opened next.
 */
export function AppFrame() {
  const navigating = useNavigation().state !== 'idle';
  const waitingForData = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const { data: user } = useUser();
  usePrefetchOnIdle(user === undefined ? undefined : user !== null);
  return (
    <>
      <ProgressBar busy={navigating || waitingForData} />
      <Outlet />
    </>
  );
}
