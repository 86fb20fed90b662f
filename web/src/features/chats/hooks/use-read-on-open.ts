import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChats } from '../api/chats.ts';
import { markRead } from '../api/read-chat.ts';
import { setOpenConversation } from '../open-conversation.ts';

/**
 * The open conversation is read (SPEC §4): when it opens, and when the tab comes back into view with unread messages
 * in it. While it is open, messages that arrive into it in a visible tab are read at once (realtime.ts).
 */
export function useReadOnOpen(conversationId: string | undefined): void {
  const client = useQueryClient();
  const { data } = useChats();
  const unread = data?.chats.find((chat) => chat.conversation.id === conversationId)?.num_unread_messages ?? 0;
  const unreadNow = useRef(unread);
  useEffect(() => {
    unreadNow.current = unread;
  });
  useEffect(() => {
    if (!conversationId) return;
    markRead(client, conversationId);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unreadNow.current > 0) markRead(client, conversationId);
    };
    document.addEventListener('visibilitychange', onVisible);
    const closed = setOpenConversation(conversationId);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      closed();
    };
  }, [conversationId, client]);
}
