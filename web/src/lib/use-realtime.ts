import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeMessage } from '../../../shared/realtime.ts';
import { useUser } from './current-user.ts';
import { LiveConnection, dispatchRealtimeMessage, liveSocketUrl, subscribeRealtime } from './realtime.ts';

/**
 * Keeps this tab's live socket open while a member is logged in (a new one for another member, none for a visitor).
 * After a reconnect everything is read again, so a dropped socket misses nothing. Used once, by the app shell.
 */
export function useLiveConnection(): void {
  const client = useQueryClient();
  const memberId = useUser().data?.id;
  useEffect(() => {
    if (!memberId) return;
    const connection = new LiveConnection(liveSocketUrl(window.location), {
      onMessage: dispatchRealtimeMessage,
      onReconnected: () => void client.invalidateQueries(),
    });
    connection.start();
    return () => connection.stop();
  }, [memberId, client]);
}

/** Calls `handler` with every live message of `type` while the component is mounted (the latest handler). */
export function useRealtimeEvent<T extends RealtimeMessage['type']>(
  type: T,
  handler: (message: Extract<RealtimeMessage, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(type, (message) => latest.current(message)), [type]);
}
