import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy } from 'react';
import { useUser } from '../lib/current-user.ts';

export const loadMemberLive = () => import('./member-live.tsx');
const MemberLive = lazy(loadMemberLive);

/** The member's live updates, mounted above the router while a member is logged in (logout unmounts them). */
function MemberLiveWhileLoggedIn() {
  const { data: user } = useUser();
  return user ? (
    <Suspense fallback={null}>
      <MemberLive />
    </Suspense>
  ) : null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemberLiveWhileLoggedIn />
      {children}
    </QueryClientProvider>
  );
}
