import { useSuspenseQuery } from '@tanstack/react-query';
import { getSignupMatches } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { landingsKeys } from './keys.ts';

/** GET /api/signup-matches.php: members who fit the new member; asked once per visit of the screen. */
export const useSignupMatches = () =>
  useSuspenseQuery({
    queryKey: landingsKeys.signupMatches(),
    queryFn: ({ signal }) => api(getSignupMatches, { signal }),
    staleTime: Infinity,
  }).data.profiles;
