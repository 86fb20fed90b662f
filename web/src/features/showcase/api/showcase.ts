import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getShowcase } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { showcaseKeys } from './keys.ts';

/** GET /api/showcase.php for a lander's slug (none: the whole site). */
export const showcaseQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: showcaseKeys.of(slug),
    queryFn: ({ signal }) => api(getShowcase, { query: slug ? { slug } : {}, signal }),
    staleTime: 60_000,
  });

export const useShowcase = (slug: string | undefined) => useSuspenseQuery(showcaseQuery(slug)).data;
