import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEntryWarning } from '../../components/entry-warning-modal.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { isInstalledApp } from '../../lib/installed-app.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { useRouteTitle } from '../document-title.ts';
import { entryWarningAllowed } from '../entry-warning-rules.ts';
import { useRouteName } from '../route-name.ts';

/**
 * What every layout needs: the site's settings, the member (if any) and whether the entry warning may show. It also
 * titles the document after the route (the home page after the site's own title).
 */
export function useLayoutState() {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  const loggedIn = user !== null;
  const routeName = useRouteName();
  const titleKey = `titles.${routeName ?? 'not-found'}`;
  useRouteTitle(
    routeName === 'index' ? settings.index_title : i18n.exists(titleKey) ? t(titleKey) : undefined,
    settings.name,
  );
  const installedApp = isInstalledApp();
  const showEntryWarning = entryWarningAllowed({
    loggedIn,
    installedApp,
    enableSiteEntryPopup: settings.enable_site_entry_popup,
    visitorCountry: settings.geoip_country,
    routeName,
  });
  const entryWarning = useEntryWarning(showEntryWarning);
  return {
    settings,
    user,
    loggedIn,
    routeName,
    installedApp,
    entryWarning,
    marker: loggedIn ? 'logged-in' : 'logged-out',
  };
}
