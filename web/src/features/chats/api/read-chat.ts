import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readChat } from '../../../../../shared/contracts/endpoints/chats.ts';
import { readLocally } from './chats.ts';

/**
 * PUT /api/chat.php (SPEC §4): the member has read the conversation. Its unread count is 0 at once; a failure is let
 * go (the next poll shows the server's count).
 */
export function markRead(client: QueryClient, conversationId: string): void {
  readLocally(client, conversationId);
  api(readChat, { body: { conversation: { id: conversationId } } }).catch(() => {});
}
