import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChats } from '../api/chats.ts';
import { markRead } from '../api/read-chat.ts';
import { setOpenConversation } from '../open-conversation.ts';

const visible = () => document.visibilityState === 'visible';

/**
 * The open conversation is read (SPEC §4): when it opens, and whenever the list says it has unread messages while the
 * tab is in view (a list read before the server heard of the reading, a tab coming back into view). Messages that
 * arrive into it live in a visible tab are read at once (realtime.ts).
 */
export function useReadOnOpen(conversationId: string | undefined): void {
  const client = useQueryClient();
  const { data } = useChats();
  const unread = data?.chats.find((chat) => chat.conversation.id === conversationId)?.num_unread_messages ?? 0;
  const opened = useRef<string>(undefined);
  const unreadNow = useRef(unread);
  useEffect(() => {
    unreadNow.current = unread;
    if (!conversationId || (opened.current === conversationId && !(unread > 0 && visible()))) return;
    opened.current = conversationId;
    markRead(client, conversationId);
  }, [conversationId, unread, client]);
  useEffect(() => {
    if (!conversationId) return;
    const onVisible = () => {
      if (visible() && unreadNow.current > 0) markRead(client, conversationId);
    };
    document.addEventListener('visibilitychange', onVisible);
    const closed = setOpenConversation(conversationId);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      closed();
    };
  }, [conversationId, client]);
}
