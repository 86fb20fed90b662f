import { useQuery } from '@tanstack/react-query';
import { listChatStarters } from '../../../../../shared/contracts/endpoints/chats.ts';
import { api } from '../../../lib/api-client.ts';
import { chatsKeys } from './keys.ts';

/** GET /api/chat-starters.php: the member's matches with whom they have no conversation yet, newest first. */
export function useChatStarters() {
  return useQuery({
    queryKey: chatsKeys.starters(),
    queryFn: ({ signal }) => api(listChatStarters, { signal }),
  });
}
