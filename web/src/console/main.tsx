import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { consoleLanguage, initConsoleI18n } from './console-i18n.ts';
import { createConsoleRouter } from './router.tsx';
import './console.scss';

/** The operators' console (/admin): an app of its own, which members never load (web/admin.html). */
await initConsoleI18n(consoleLanguage());
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createConsoleRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
