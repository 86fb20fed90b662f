import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageFromDomainLanguage } from '../../shared/languages.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { settingsQuery } from './features/site/api/settings.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { changeLanguage, initI18n, savedLanguage } from './lib/i18n.ts';
import './styles/theme.scss';

installChunkReloadGuard();
// The client retries by itself (HTTP_RETRIES); TanStack Query must not multiply that.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

await initI18n();
try {
  const settings = await queryClient.fetchQuery(settingsQuery);
  // First visit (no locale cookie): the site's domain language, when supported (SPEC §7).
  const siteLanguage = languageFromDomainLanguage(settings.domain_language);
  if (!savedLanguage() && siteLanguage) await changeLanguage(siteLanguage);
} catch {
  // The layouts show the error page for a site that cannot load its settings.
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
