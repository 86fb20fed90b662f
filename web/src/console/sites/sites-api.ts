import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Endpoint } from '../../../../shared/contracts/endpoint.ts';
import { createSite, listSites, readSite } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { api } from '../../lib/api-client.ts';

const sitesKey = ['console', 'sites'] as const;
/** The query key of one site's page. */
export const siteKey = (id: string) => [...sitesKey, id] as const;

export const useSitesList = () => useQuery({ queryKey: sitesKey, queryFn: () => api(listSites) });
export const useSite = (id: string) =>
  useQuery({ queryKey: siteKey(id), queryFn: () => api(readSite, { query: { id } }) });

export const useCreateSite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSite>) => api(createSite, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sitesKey }),
  });
};

/** A change to a site through `endpoint`; the site's page and the list are read again when it is done. */
export function useSiteChange<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<E>) => (api as (e: E, o: { body: BodyOf<E> }) => Promise<unknown>)(endpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sitesKey }),
  });
}
