import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getShowcase } from '../../../../../shared/contracts/endpoints/members.ts';
import { api, prefilledAnswer } from '../../../lib/api-client.ts';
import { showcaseKeys } from './keys.ts';

/**
 * GET /api/showcase.php for a lander's slug (none: the whole site); first the answer the page carries, when the server
 * drew the screen with it (server/modules/sites/first-screen.ts).
 */
export const showcaseQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: showcaseKeys.of(slug),
    queryFn: ({ signal }) => api(getShowcase, { query: slug ? { slug } : {}, signal }),
    initialData: () => prefilledAnswer(getShowcase, slug ? { slug } : {}),
    staleTime: 60_000,
  });

export const useShowcase = (slug: string | undefined) => useSuspenseQuery(showcaseQuery(slug)).data;
