import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts';
import { loadMemberTopBar } from './app/layouts/site-top-bar.tsx';
import { Providers, loadMemberLive } from './app/providers.tsx';
import { siteKeys } from './features/site/api/keys.ts';
import { createRouter } from './app/router.tsx';
import { setAuthenticationRequiredHandler } from './lib/api-client.ts';
import { fetchBootData, readBootData } from './lib/boot-data.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { userQuery } from './lib/current-user.ts';
import { initI18n, onLanguageChange, savedLanguage } from './lib/i18n.ts';
import { installPageBounceLogging } from './lib/page-bounce.ts';
import { settingsQuery } from './lib/site-settings.ts';
import './styles/theme.scss';

installChunkReloadGuard();
installPageBounceLogging();
// The client retries by itself (HTTP_RETRIES); TanStack Query must not multiply that.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
// A request that finds the session gone (SPEC §8): the member is logged out here too.
setAuthenticationRequiredHandler(() => queryClient.setQueryData(userQuery.queryKey, null));

// The page brings the settings and the catalogue (server/modules/sites/boot-data.ts): the first paint waits for no
// API call. The member, if the page had a session, loads beside the painted shell. Without settings (a host no site
// serves) the layouts show the error page.
const boot = readBootData() ?? (await fetchBootData().catch(() => undefined));
// First visit (no locale cookie): the language the site started in is remembered (SPEC §7).
await initI18n(boot?.language ?? savedLanguage() ?? DEFAULT_LANGUAGE, {
  catalogue: boot?.catalogue,
  remember: boot !== undefined && !savedLanguage(),
});
if (boot) queryClient.setQueryData(settingsQuery.queryKey, boot.settings);
if (boot?.company) queryClient.setQueryData(siteKeys.companyInfo(), boot.company);
if (boot?.user === null) queryClient.setQueryData(userQuery.queryKey, null);
else {
  void queryClient.prefetchQuery(userQuery);
  // Likely a member: the member's own code loads beside the user (a failure shows when it is used).
  for (const load of [loadMemberLive, loadMemberTopBar]) load().catch(() => undefined);
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
