import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { listRegions } from '../../../../../shared/contracts/endpoints/sites.ts';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from './keys.ts';

/** The regions of the site's countries with each country's region label, once per language. */
export function useRegions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.regions(i18n.language),
    queryFn: () => api(listRegions),
    staleTime: Infinity,
  });
}

/** Region code -> name, over every country of the site. */
export function regionNamesOf(regions: RegionsResponse | undefined): ReadonlyMap<string, string> {
  return new Map(regions?.countries.flatMap((country) => country.regions.map((r) => [r.code, r.name] as const)));
}
