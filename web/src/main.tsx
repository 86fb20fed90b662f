import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts';
import { AppRoot } from './app/app-root.tsx';
import { loadMemberTopBar } from './app/layouts/site-top-bar.tsx';
import { loadMemberLive } from './app/providers.tsx';
import { createRouter, loadScreensOf } from './app/router.tsx';
import { setAuthenticationRequiredHandler } from './lib/api-client.ts';
import { newQueryClient, seedBootAnswers } from './app/boot-answers.ts';
import { fetchBootData, readBootData, readRouteData } from './lib/boot-data.ts';
import { takeOver } from './lib/browser-value.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { userQuery } from './lib/current-user.ts';
import { initI18n, onLanguageChange, savedLanguage } from './lib/i18n.ts';
import { installPageHiddenBeacon } from './lib/page-hidden.ts';
import { settingsQuery } from './lib/site-settings.ts';
import './styles/theme.scss';

installChunkReloadGuard();
installPageHiddenBeacon();
const queryClient = newQueryClient();
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
if (boot) seedBootAnswers(queryClient, boot);
if (boot?.user !== null) {
  void queryClient.prefetchQuery(userQuery);
  // Likely a member: the member's own code loads beside the user (a failure shows when it is used).
  for (const load of [loadMemberLive, loadMemberTopBar]) load().catch(() => undefined);
}

// The settings carry the site's texts (title, description, fictional warning) in the chosen language.
onLanguageChange(() => void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }));

// A visitor's page can come with its screen drawn by the server (shared/first-screen.ts): the app takes it over as it
// is, with the screen's code loaded first, as the server had it. It does so as a transition: in slices that leave the
// page answering the visitor's input between them, rather than in one long task.
const root = document.getElementById('root')!;
const loaderData = readRouteData();
if (loaderData) await loadScreensOf(window.location.pathname);
const app = <AppRoot queryClient={queryClient} router={createRouter(loaderData && { loaderData })} />;
if (loaderData) takeOver(() => startTransition(() => void hydrateRoot(root, app)));
else createRoot(root).render(app);
