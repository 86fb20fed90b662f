import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLiveLikes } from '../features/likes/hooks/use-live-likes.ts';
import { useLiveConnection } from '../lib/use-realtime.ts';

/** The tab's live socket, open while a member is logged in, and the features that follow its messages. */
function LiveUpdates() {
  useLiveConnection();
  useLiveLikes();
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  );
}
