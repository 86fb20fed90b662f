import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SEARCH_FILTERS, SEARCH_TRAFFIC_KEYS } from '../../../../shared/constants.ts';
import { searchFiltersOf } from '../../../../shared/niches.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import type { LookingFor } from '../../../../shared/looking-for.ts';
import { useUser } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

export type SearchFilters = Partial<Record<(typeof SEARCH_FILTERS)[number], string>>;

function pick(keys: readonly string[], valueOf: (key: string) => unknown): Record<string, string> {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = valueOf(key);
      return value === undefined ? [] : [[key, String(value)]];
    }),
  );
}

/**
 * The URL's filters; where it names none, where the member's looking-for starts, a visitor's where the site's niche
 * starts (issue 39, decision 032, shared/niches.ts).
 */
export const filtersFromParams = (
  params: URLSearchParams,
  site: Pick<Settings, 'niche' | 'search_fields'>,
  lookingFor?: LookingFor,
): SearchFilters => searchFiltersOf(params, site.niche, site.search_fields, lookingFor);

export const trafficFromParams = (params: URLSearchParams): Record<string, string> =>
  pick(SEARCH_TRAFFIC_KEYS, (key) => params.get(key) || undefined);

/** The checked search form as the URL carries it: text values, unset ones left out. */
export const filtersFromValues = (values: Record<string, unknown>): SearchFilters =>
  pick(SEARCH_FILTERS, (key) => values[key]);

/**
 * The URL of a search: its filters and the visit's tracking values, empty ones left out. A search without any filter
 * names one empty (`gender=`): the member chose everyone, which the niche's start must not take the place of.
 */
export function searchToParams(filters: SearchFilters, traffic: Record<string, string>): Record<string, string> {
  const values: Record<string, string | undefined> = { ...filters, ...traffic };
  const params = pick([...SEARCH_FILTERS, ...SEARCH_TRAFFIC_KEYS], (key) => values[key] || undefined);
  return SEARCH_FILTERS.some((key) => key in params) ? params : { [SEARCH_FILTERS[0]]: '', ...params };
}

/** The search the URL holds (or the member's or niche's start), and how to search for other filters (the tracking values stay). */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const { data: site } = useSuspenseQuery(settingsQuery);
  const { data: user } = useUser();
  const traffic = trafficFromParams(params);
  return {
    filters: filtersFromParams(params, site, user?.profile.looking_for),
    traffic,
    /** Changes whenever the URL's search does (the form starts again from it). */
    key: params.toString(),
    search: (filters: SearchFilters) => setParams(searchToParams(filters, traffic)),
    /** Back to where the search starts (the member's looking-for or the niche's start), the tracking values kept. */
    clear: () => setParams(traffic),
  };
}
