import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import type { Settings } from '../../../shared/contracts/sites.ts';
import { documentTitle as titled } from '../../../shared/document-title.ts';
import { settingsQuery } from '../lib/site-settings.ts';

/**
 * The title of the screen a route shows, set by the layout. A layout effect runs before every screen's effect, so a
 * screen that knows better (a member's name, an error) overrides it with useScreenTitle.
 */
export function useRouteTitle(title: string | undefined, siteName: string): void {
  useLayoutEffect(() => {
    document.title = titled(title, siteName);
  }, [title, siteName]);
}

/**
 * A screen's own title, over the route's (see useRouteTitle). The site's name comes from the cache only: the error
 * page uses this too, also when the settings themselves failed to load.
 */
export function useScreenTitle(title: string | undefined): void {
  const siteName = useQueryClient().getQueryData<Settings>(settingsQuery.queryKey)?.name;
  useEffect(() => {
    if (title) document.title = siteName ? titled(title, siteName) : title;
  }, [title, siteName]);
}
