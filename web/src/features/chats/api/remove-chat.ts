import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { removeChat } from '../../../../../shared/contracts/endpoints/chats.ts';
import { reloadChats, updateChats } from './chats.ts';
import { chatsKeys } from './keys.ts';

/**
 * DELETE /api/chat.php (SPEC §4): the conversation leaves the list at once, then the server deletes it; when that
 * fails the screen shows the error (the mutation's) and the list is read again.
 */
export function useRemoveChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api(removeChat, { body: { conversation: { id: conversationId } } }),
    onMutate: async (conversationId) => {
      await client.cancelQueries({ queryKey: chatsKeys.list() });
      updateChats(client, (chats) => chats.filter((chat) => chat.conversation.id !== conversationId));
    },
    onError: () => reloadChats(client),
  });
}
