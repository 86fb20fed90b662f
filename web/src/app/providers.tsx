import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveSocket } from './live-socket.ts';
import { LiveUpdates } from './live-store.ts';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <LiveSocket />
      {children}
    </QueryClientProvider>
  );
}
