import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ChatEntry, ChatMessage, ChatsResponse } from '../../../../../shared/contracts/chats.ts';
import { api } from '../../../lib/api-client.ts';
import { listChats } from '../../../../../shared/contracts/endpoints/chats.ts';
import { useUser } from '../../../lib/current-user.ts';
import { chatsKeys } from './keys.ts';

/** GET /api/chats.php: the member's conversations, newest first. */
export const chatsQuery = {
  queryKey: chatsKeys.list(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api(listChats, { signal }),
};

/** The member's conversations; nothing is asked for a visitor. */
export function useChats() {
  const { data: user } = useUser();
  return useQuery({ ...chatsQuery, enabled: Boolean(user) });
}

/** SPEC §3 total unread messages: the sum over the conversations. */
export const unreadMessagesCount = (data: ChatsResponse | undefined) =>
  (data?.chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0);

/**
 * Reads the conversation list again (polling, a pushed message, a new conversation, a block), and the matches offered
 * above it, which a new conversation or a block changes (only while they are shown).
 */
export const reloadChats = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: chatsKeys.list() }),
    client.invalidateQueries({ queryKey: chatsKeys.starters() }),
  ]);

/** Changes the cached conversation list (when there is one). */
export function updateChats(client: QueryClient, update: (chats: ChatEntry[]) => ChatEntry[]): void {
  client.setQueryData<ChatsResponse>(chatsKeys.list(), (current) => current && { chats: update(current.chats) });
}

/** SPEC §4: removing by profile id removes every conversation with that member (after a block). */
export const removeProfileChats = (client: QueryClient, profileId: string) =>
  updateChats(client, (chats) => chats.filter((chat) => chat.profile.id !== profileId));

/** The conversation's unread count set to 0 in the list. */
export const readLocally = (client: QueryClient, conversationId: string) =>
  updateChats(client, (chats) =>
    chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)),
  );

/**
 * The list with `message` as the conversation's last message, moved to the top, one more unread when `unread`.
 * Undefined when the conversation is not in the list (a new one: the list must be read again). A message the list
 * already shows (as new as its last message) changes nothing, so that no message is counted twice.
 */
export function withLastMessage(
  chats: ChatEntry[],
  conversationId: string,
  message: ChatMessage,
  unread: boolean,
): ChatEntry[] | undefined {
  const entry = chats.find((chat) => chat.conversation.id === conversationId);
  if (!entry) return undefined;
  if (entry.last_message && entry.last_message.created_at >= message.created_at) return chats;
  const { kind, text, mine, created_at } = message;
  const updated: ChatEntry = {
    ...entry,
    last_message: { kind, text, mine, created_at },
    num_unread_messages: entry.num_unread_messages + (unread ? 1 : 0),
  };
  return [updated, ...chats.filter((chat) => chat !== entry)];
}

/**
 * Puts `message` on top of the list as the conversation's last; reads the list again when it lacks the conversation.
 * False when the list showed it already.
 */
export function showLastMessage(
  client: QueryClient,
  conversationId: string,
  message: ChatMessage,
  unread: boolean,
): boolean {
  const current = client.getQueryData<ChatsResponse>(chatsKeys.list());
  const chats = current && withLastMessage(current.chats, conversationId, message, unread);
  if (!chats) void reloadChats(client);
  else if (chats === current.chats) return false;
  else client.setQueryData<ChatsResponse>(chatsKeys.list(), { chats });
  return true;
}
