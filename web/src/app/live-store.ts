import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reloadChats, unreadMessagesCount, useChats } from '../features/chats/api/chats.ts';
import { newLikesCount, reloadLikes, useLikes } from '../features/likes/api/likes.ts';
import { reloadNotificationCount, useUnreadNotifications } from '../features/notifications/api/notifications.ts';
import { useAppBadge } from '../lib/app-badge.ts';
import { useUser } from '../lib/current-user.ts';
import { usePolling, pollingInterval } from '../lib/polling.ts';
import { rememberPushMessage, usePushState } from '../lib/push-state.ts';
import { onPushMessage } from '../lib/push.ts';
import { appKeys } from '../lib/query-keys.ts';

/**
 * The live part of the store (SPEC §3, §4): the counts of the top bar and the app badge, kept fresh by polling, by
 * pushed messages and by the live socket.
 */

/** One poll (SPEC §4): the user, the chats, the likes and the notification count, read again. */
export function poll(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: appKeys.currentUser() });
  void reloadChats(client);
  void reloadLikes(client);
  void reloadNotificationCount(client);
}

/**
 * Polling while logged in (slower while pushes reach this browser), and on each pushed message: the message kept as
 * the push state's last one, and the chats and likes read again. Mounted once, by the layouts.
 */
export function useLiveUpdates(loggedIn: boolean): void {
  const client = useQueryClient();
  const push = usePushState(loggedIn);
  usePolling(loggedIn, pollingInterval(push?.subscribed === true), () => poll(client));
  useEffect(() => {
    if (!loggedIn) return;
    return onPushMessage((message) => {
      void rememberPushMessage(client, message);
      void reloadChats(client);
      void reloadLikes(client);
    });
  }, [loggedIn, client]);
}

export interface LiveCounts {
  unreadMessages: number;
  newLikes: number;
  unreadNotifications: number;
}

/** The top bar's counts (0 for a visitor: nothing is asked then). */
export function useLiveCounts(): LiveCounts {
  const likes = useLikes();
  const chats = useChats();
  return {
    unreadMessages: unreadMessagesCount(chats.data),
    newLikes: newLikesCount(likes.data),
    unreadNotifications: useUnreadNotifications(),
  };
}

/**
 * Mounted once above the router (app/providers.tsx), so that switching layouts keeps the schedule: polling, pushed
 * messages, and the installed app's badge at unread messages plus new likes (SPEC §4).
 */
export function LiveUpdates(): null {
  const { data: user } = useUser();
  const loggedIn = Boolean(user);
  useLiveUpdates(loggedIn);
  const counts = useLiveCounts();
  useAppBadge(loggedIn ? counts.unreadMessages + counts.newLikes : 0);
  return null;
}
