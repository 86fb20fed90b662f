import { useQuery } from '@tanstack/react-query';
import { getHomeMembers } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from './keys.ts';

/** GET /api/home-members.php: members who fit the member, for their home page. */
export const useHomeMembers = () =>
  useQuery({
    queryKey: membersKeys.home(),
    queryFn: ({ signal }) => api(getHomeMembers, { signal }),
  });
