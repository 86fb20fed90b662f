import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getMemberLanding } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { landingsKeys } from './keys.ts';

/** GET /api/member-landing.php: the member of a profile landing (null when not shown) and others. */
export const memberLandingQuery = (id: string, slug: string | undefined) =>
  queryOptions({
    queryKey: landingsKeys.landing(id, slug),
    queryFn: ({ signal }) => api(getMemberLanding, { query: slug ? { id, slug } : { id }, signal }),
    staleTime: 60_000,
  });

export const useMemberLanding = (id: string, slug?: string) => useSuspenseQuery(memberLandingQuery(id, slug)).data;
