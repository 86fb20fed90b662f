import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STAFF_LIVE_PATH } from '../../../../shared/constants.ts';
import {
  answerAsFictional,
  claimConversation,
  listInbox,
  readInboxConversation,
  releaseConversation,
} from '../../../../shared/contracts/endpoints/console-fictional.ts';
import { api } from '../../lib/api-client.ts';

const inboxKey = ['console', 'inbox'] as const;

/** The conversations, the latest message first. */
export const useInbox = () => useQuery({ queryKey: [...inboxKey, 'list'], queryFn: () => api(listInbox) });

/** One conversation's latest page of history, its member and its claim. */
export const useInboxConversation = (conversationId: string | undefined) =>
  useQuery({
    queryKey: [...inboxKey, 'conversation', conversationId],
    queryFn: () => api(readInboxConversation, { query: { conversation_id: conversationId! } }),
    enabled: conversationId !== undefined,
  });

/** A change in the inbox (claim, release, answer): the list and the conversation are read again. */
function useInboxChange<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: inboxKey }),
  });
}

export const useClaim = () =>
  useInboxChange((conversationId: string) => api(claimConversation, { body: { conversation_id: conversationId } }));
export const useRelease = () =>
  useInboxChange((conversationId: string) => api(releaseConversation, { body: { conversation_id: conversationId } }));
export const useAnswer = () =>
  useInboxChange((body: { conversation_id: string; text: string }) => api(answerAsFictional, { body }));

/**
 * The console's live socket: a new message or a claim taken or released reads the inbox again, without a reload. It
 * opens again after a drop, a few seconds later.
 */
export function useInboxLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${scheme}//${location.host}${STAFF_LIVE_PATH}`);
      socket.onmessage = (event) => {
        const type = (JSON.parse(String(event.data)) as { type: string }).type;
        if (type !== 'hello') void client.invalidateQueries({ queryKey: inboxKey });
      };
      socket.onclose = () => {
        if (!stopped) retry = setTimeout(open, 5000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [client]);
}
