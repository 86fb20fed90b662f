import { appKeys } from '../../../lib/query-keys.ts';

/** A conversation as a screen names it: by its id (/chats/{id}) or by the other member (/members/{id}/chat). */
export type ConversationRef = { id: string } | { profile_id: string };

/** Query keys of the chat, under the app's chats key (a block on a profile drops that member's conversations). */
export const chatsKeys = {
  all: appKeys.chats,
  /** GET /api/chats.php: the conversation list (the top bar's unread count reads it too). */
  list: () => [...appKeys.chats(), 'list'] as const,
  /** GET /api/chat-starters.php: matches with no conversation yet, offered above the list. */
  starters: () => [...appKeys.chats(), 'starters'] as const,
  /** Every open conversation's messages, page after page. */
  conversations: () => [...appKeys.chats(), 'conversation'] as const,
  conversation: (ref: ConversationRef) => [...chatsKeys.conversations(), ref] as const,
  /** GET /api/gifts.php: the site's gift catalogue. */
  gifts: () => [...appKeys.chats(), 'gifts'] as const,
};
