import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberProfile } from '../../../../../shared/contracts/members.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { membersKeys } from './keys.ts';

/** GET /api/member.php: another member's profile. */
export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: membersKeys.profile(id),
    queryFn: ({ signal }) => apiRequest<MemberProfile>('/api/member.php', { query: { id }, signal }),
    retry: false,
  });
}

/** POST (block) or DELETE (unblock) /api/block.php; every list of members is read again. */
export function useBlock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest('/api/block.php', { method: blocked ? 'POST' : 'DELETE', body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all() }),
  });
}
