import { useQuery } from '@tanstack/react-query';
import { getLandingMember } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/current-user.ts';
import { landingsKeys } from './keys.ts';

/** The member whose profile landing the member signed up from, while they may still contact them; none for a visitor. */
export function useLandingMember() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: landingsKeys.landingMember(),
    queryFn: ({ signal }) => api(getLandingMember, { signal }),
    enabled: Boolean(user),
  }).data?.member;
}
