import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeMessage } from '../../../../shared/realtime.ts';
import { readLocally, showLastMessage } from './api/chats.ts';
import { updateConversation } from './api/conversation.ts';
import { markRead } from './api/read-chat.ts';
import { upsertMessage } from './messages.ts';
import { isOpenAndVisible } from './open-conversation.ts';

/*
 * What the chat does on the realtime messages of shared/realtime.ts (app/live-socket.ts). Each message is shown once
 * however often it arrives: by its id, and by its client id in the tab that sent it.
 */

type MessageCreated = Extract<RealtimeMessage, { type: 'message.created' }>;
type ConversationSeen = Extract<RealtimeMessage, { type: 'conversation.seen' }>;

/**
 * message.created: the message joins its open conversation and tops the list (a new conversation reads the list
 * again); another's message counts as unread unless its conversation is open in a visible tab: then it is read.
 */
export function onMessageCreated(client: QueryClient, { conversation_id, profile_id, message }: MessageCreated) {
  updateConversation(client, profile_id, (page) => ({
    ...page,
    conversation: page.conversation ?? { id: conversation_id },
    messages: upsertMessage(page.messages, message),
  }));
  const readNow = !message.mine && isOpenAndVisible(conversation_id);
  const fresh = showLastMessage(client, conversation_id, message, !message.mine && !readNow);
  if (readNow && fresh) markRead(client, conversation_id);
}

/** conversation.seen: the other member read the conversation up to then (both show read receipts). */
export function onConversationSeen(client: QueryClient, { profile_id, read_up_to }: ConversationSeen) {
  updateConversation(client, profile_id, (page) => ({ ...page, read_up_to }));
}

/** conversation.read (the member read it in another tab): no unread messages left there. */
export const onConversationRead = (client: QueryClient, conversationId: string) => readLocally(client, conversationId);
