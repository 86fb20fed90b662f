import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatResponse } from '../../../../../shared/contracts/chats.ts';
import { api } from '../../../lib/api-client.ts';
import { getChat } from '../../../../../shared/contracts/endpoints/chats.ts';
import type { ShownMessage } from '../messages.ts';
import { type ConversationRef, chatsKeys } from './keys.ts';

/** A page of a conversation as cached: the newest page first; its messages may include pending ones. */
export type ConversationPage = Omit<ChatResponse, 'messages'> & { messages: ShownMessage[] };
export type ConversationData = InfiniteData<ConversationPage, unknown>;

/**
 * GET /api/chat.php: a conversation, newest page first; each next page holds the messages before the oldest one
 * shown (`before`), loaded when the member scrolls up.
 */
export function useConversation(ref: ConversationRef) {
  return useInfiniteQuery({
    queryKey: chatsKeys.conversation(ref),
    queryFn: ({ pageParam, signal }): Promise<ConversationPage> =>
      api(getChat, { query: { ...ref, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.messages[0]?.id : undefined),
    retry: false,
  });
}

/** Every message of the cached pages, oldest first. */
export const messagesOf = (data: ConversationData) => [...data.pages].reverse().flatMap((page) => page.messages);

/** Changes the newest page of every cached conversation with this member (by id and by profile it may be twice). */
export function updateConversation(
  client: QueryClient,
  profileId: string,
  update: (page: ConversationPage) => ConversationPage,
): void {
  client.setQueriesData<ConversationData>(
    {
      queryKey: chatsKeys.conversations(),
      predicate: (query) => (query.state.data as ConversationData | undefined)?.pages[0]?.profile.id === profileId,
    },
    (data) => data && { ...data, pages: [update(data.pages[0]!), ...data.pages.slice(1)] },
  );
}
