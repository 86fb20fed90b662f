import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../features/site/api/settings.ts';
import { isInstalledApp } from '../../lib/installed-app.ts';
import { entryWarningAllowed } from '../entry-warning-rules.ts';
import { useRouteName } from '../route-name.ts';
import { useSession } from '../session.ts';

/** What every layout needs: the site's settings, the session marker and whether the entry warning may show. */
export function useLayoutState() {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { loggedIn } = useSession();
  const routeName = useRouteName();
  const installedApp = isInstalledApp();
  const showEntryWarning = entryWarningAllowed({
    loggedIn,
    installedApp,
    enableSiteEntryPopup: settings.enable_site_entry_popup,
    visitorCountry: settings.geoip_country,
    routeName,
  });
  return {
    settings,
    loggedIn,
    routeName,
    installedApp,
    showEntryWarning,
    marker: loggedIn ? 'logged-in' : 'logged-out',
  };
}
