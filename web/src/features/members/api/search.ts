import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SearchResponse } from '../../../../../shared/contracts/members.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The search state of SPEC §3 as the URL and the API carry it. */
export const SEARCH_FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFilters = Partial<Record<(typeof SEARCH_FILTERS)[number], string>>;
/** Tracking values a visitor's search carries (logged_out_search_trafficsource). */
const TRAFFIC_KEYS = ['network', 'ref'] as const;

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  return Object.fromEntries(SEARCH_FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

export function trafficFromParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(TRAFFIC_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

const searchKey = ['members', 'search'] as const;

/** GET /api/members.php, page after page ("load more" appends). */
export function useMemberSearch(filters: SearchFilters, traffic: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: [...searchKey, filters, traffic],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SearchResponse>('/api/members.php', { query: { ...filters, ...traffic, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more ? pages.length + 1 : undefined),
  });
}

/** Forgets every loaded search, so that the next one starts again at its first page (SPEC §4: clear resets). */
export function useResetMemberSearch() {
  const client = useQueryClient();
  return useCallback(() => client.removeQueries({ queryKey: searchKey }), [client]);
}
