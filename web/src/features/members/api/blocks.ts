import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBlocks, unblockMember } from '../../../../../shared/contracts/endpoints/members.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { membersKeys } from './keys.ts';

/** GET /api/blocks.php: the members the member blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: membersKeys.blocks(),
    queryFn: ({ signal }) => api(listBlocks, { signal }),
  });
}

/**
 * DELETE /api/block.php of a member in the list; every list of members (this one too) and the conversations, which a
 * block hid, are read again.
 */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(unblockMember, { body: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: membersKeys.all() }),
        client.invalidateQueries({ queryKey: appKeys.chats() }),
      ]),
  });
}
