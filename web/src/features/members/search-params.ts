import { useSearchParams } from 'react-router';
import { SEARCH_FILTERS, SEARCH_TRAFFIC_KEYS } from '../../../../shared/constants.ts';

export type SearchFilters = Partial<Record<(typeof SEARCH_FILTERS)[number], string>>;

function pick(keys: readonly string[], valueOf: (key: string) => unknown): Record<string, string> {
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = valueOf(key);
      return value === undefined ? [] : [[key, String(value)]];
    }),
  );
}

export const filtersFromParams = (params: URLSearchParams): SearchFilters =>
  pick(SEARCH_FILTERS, (key) => params.get(key) || undefined);

export const trafficFromParams = (params: URLSearchParams): Record<string, string> =>
  pick(SEARCH_TRAFFIC_KEYS, (key) => params.get(key) || undefined);

/** The checked search form as the URL carries it: text values, unset ones left out. */
export const filtersFromValues = (values: Record<string, unknown>): SearchFilters =>
  pick(SEARCH_FILTERS, (key) => values[key]);

/** The URL of a search: its filters and the visit's tracking values, empty ones left out. */
export function searchToParams(filters: SearchFilters, traffic: Record<string, string>): Record<string, string> {
  const values: Record<string, string | undefined> = { ...filters, ...traffic };
  return pick([...SEARCH_FILTERS, ...SEARCH_TRAFFIC_KEYS], (key) => values[key] || undefined);
}

/** The search the URL holds, and how to search for other filters (the visit's tracking values stay). */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const traffic = trafficFromParams(params);
  return {
    filters: filtersFromParams(params),
    traffic,
    /** Changes whenever the URL's search does (the form starts again from it). */
    key: params.toString(),
    search: (filters: SearchFilters) => setParams(searchToParams(filters, traffic)),
  };
}
