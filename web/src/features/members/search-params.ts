import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SEARCH_FILTERS, SEARCH_TRAFFIC_KEYS } from '../../../../shared/constants.ts';
import { type SearchSort, searchSortOf } from '../../../../shared/discovery.ts';
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

/** The URL's `sort` parameter: none for newest, the default (decision 033). */
export const sortToParams = (sort: SearchSort): Record<string, string> => (sort === 'newest' ? {} : { sort });

/**
 * The search the URL holds (or the member's or niche's start) and its sort, and how to search for other filters, sort
 * otherwise or start again (the tracking values and the sort stay where not changed).
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const { data: site } = useSuspenseQuery(settingsQuery);
  const { data: user } = useUser();
  const traffic = trafficFromParams(params);
  const filters = filtersFromParams(params, site, user?.profile.looking_for);
  const sort = searchSortOf(params, Boolean(user));
  const unsorted = Object.fromEntries([...params].filter(([key]) => key !== 'sort'));
  return {
    filters,
    traffic,
    sort,
    /** Changes whenever the URL's search does (the form starts again from it); a new sort keeps the form. */
    key: new URLSearchParams(unsorted).toString(),
    search: (next: SearchFilters) => setParams({ ...searchToParams(next, traffic), ...sortToParams(sort) }),
    sortBy: (next: SearchSort) => setParams({ ...unsorted, ...sortToParams(next) }),
    /** Back to where the search starts (the member's looking-for or the niche's start), the tracking values kept. */
    clear: () => setParams({ ...traffic, ...sortToParams(sort) }),
  };
}
