import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageFromDomainLanguage } from '../../shared/languages.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { setAuthenticationRequiredHandler } from './lib/api-client.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { userQuery } from './lib/current-user.ts';
import { changeLanguage, initI18n, onLanguageChange, savedLanguage } from './lib/i18n.ts';
import { installPageBounceLogging } from './lib/page-bounce.ts';
import { settingsQuery } from './lib/site-settings.ts';
import './styles/theme.scss';

installChunkReloadGuard();
installPageBounceLogging();
// The client retries by itself (HTTP_RETRIES); TanStack Query must not multiply that.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
// A request that finds the session gone (SPEC §8): the member is logged out here too.
setAuthenticationRequiredHandler(() => queryClient.setQueryData(userQuery.queryKey, null));

await initI18n();
try {
  const [settings] = await Promise.all([queryClient.fetchQuery(settingsQuery), queryClient.prefetchQuery(userQuery)]);
  // First visit (no locale cookie): the site's domain language, when supported (SPEC §7).
  const siteLanguage = languageFromDomainLanguage(settings.domain_language);
  if (!savedLanguage() && siteLanguage) await changeLanguage(siteLanguage);
} catch {
  // The layouts show the error page for a site that cannot load its settings.
}

// The settings carry the site's texts (title, description, fictional warning) in the chosen language.
onLanguageChange(() => void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
