import { useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import { getSettings } from '../../../shared/contracts/endpoints/sites.ts';
import type { Settings } from '../../../shared/contracts/sites.ts';
import { api } from './api-client.ts';
import { appKeys } from './query-keys.ts';

const ROUTE_QUERY_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3', 'country'] as const;

/** The site's settings, asked with the route's tracking query plus the forced domain (this page's host). */
export function fetchSettings(location: Location = window.location): Promise<Settings> {
  const params = new URLSearchParams(location.search);
  const query: QueryOf<typeof getSettings> = { forced_domain: location.hostname };
  for (const key of ROUTE_QUERY_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return api(getSettings, { query });
}

export const settingsQuery = { queryKey: appKeys.siteSettings(), queryFn: () => fetchSettings(), staleTime: Infinity };

export function useSettings() {
  return useQuery(settingsQuery);
}
