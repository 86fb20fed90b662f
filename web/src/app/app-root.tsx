import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useTakeOverEnd } from '../lib/browser-value.ts';
import { Providers } from './providers.tsx';

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The whole app in the browser: rendered into an empty root, or taking over a screen the server drew. */
export function AppRoot({ queryClient, router }: AppRootProps) {
  useTakeOverEnd();
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
