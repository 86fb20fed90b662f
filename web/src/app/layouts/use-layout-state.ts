import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEntryWarning } from '../../components/entry-warning-modal.tsx';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { useUser } from '../../lib/current-user.ts';
import { useInstalledApp, useInstalledAppWorker } from '../../lib/installed-app.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { useRouteTitle } from '../document-title.ts';
import { entryWarningAllowed } from '../entry-warning-rules.ts';
import { useRouteName } from '../route-name.ts';

/**
 * What every layout needs: the site's settings, the member (null for a visitor, undefined while loading) and whether
 * the entry warning may show. It also titles the document after the route (the home page after the site's own title).
 */
export function useLayoutState() {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  // The shell paints while the member loads; a failed load shows the error page.
  const { data: user, error } = useUser();
  if (error) throw error;
  const loggedIn = Boolean(user);
  const routeName = useRouteName();
  const titleKey = `titles.${routeName ?? 'not-found'}`;
  useRouteTitle(
    routeName === 'index' ? settings.index_title : i18n.exists(titleKey) ? t(titleKey) : undefined,
    settings.name,
  );
  const installedApp = useInstalledApp();
  useInstalledAppWorker(installedApp);
  const showEntryWarning = entryWarningAllowed({
    // Until the member is known, no warning: a member never sees one.
    loggedIn: user !== null,
    installedApp,
    enableSiteEntryPopup: settings.enable_site_entry_popup,
    visitorCountry: settings.geoip_country,
    routeName,
  });
  const entryWarning = useEntryWarning(showEntryWarning);
  // Not on a screen the server drew until the app has taken it over: only then do its buttons work.
  const running = useBrowserValue(() => true, false);
  return {
    settings,
    user,
    loggedIn,
    routeName,
    installedApp,
    entryWarning,
    /** Who is asking, once known and the app runs (`data-auth`; the end-to-end tests wait for it). */
    marker: user === undefined || !running ? undefined : loggedIn ? 'logged-in' : 'logged-out',
  };
}
