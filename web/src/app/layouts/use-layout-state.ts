import { useSuspenseQuery } from '@tanstack/react-query';
import { userQuery } from '../../features/account/api/user.ts';
import { settingsQuery } from '../../features/site/api/settings.ts';
import { isInstalledApp } from '../../lib/installed-app.ts';
import { entryWarningAllowed } from '../entry-warning-rules.ts';
import { useRouteName } from '../route-name.ts';

/** What every layout needs: the site's settings, the member (if any) and whether the entry warning may show. */
export function useLayoutState() {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  const loggedIn = user !== null;
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
    user,
    loggedIn,
    routeName,
    installedApp,
    showEntryWarning,
    marker: loggedIn ? 'logged-in' : 'logged-out',
  };
}
