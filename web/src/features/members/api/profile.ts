import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockMember, getMember, unblockMember } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { membersKeys } from './keys.ts';

/** GET /api/member.php: another member's profile. */
export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: membersKeys.profile(id),
    queryFn: ({ signal }) => api(getMember, { query: { id }, signal }),
    retry: false,
  });
}

/** POST (block) or DELETE (unblock) /api/block.php; every list of members is read again. */
export function useBlock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => api(blocked ? blockMember : unblockMember, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all() }),
  });
}
