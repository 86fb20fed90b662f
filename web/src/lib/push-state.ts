import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { pushCapable, pushSubscribed } from './push.ts';
import { appKeys } from './query-keys.ts';

/** The push state of this browser (SPEC §3), one entry of the store. */
export interface PushState {
  /** The browser can take pushes (service worker, Push API, notifications). */
  capable: boolean;
  /** The member's answer to the browser's question: 'default' while not asked, 'granted' or 'denied'. */
  permission: NotificationPermission;
  /** Allowed, and a service worker holds a subscription: pushes reach this browser. */
  subscribed: boolean;
  /** The data of the last push the service worker passed to the page (web/public/sw.js), null before the first. */
  lastMessage: unknown;
}

const permissionHere = (): NotificationPermission => ('Notification' in window ? Notification.permission : 'default');

/** What the browser says without waiting: everything but the subscription. */
const pushStateNow = (): PushState => ({
  capable: pushCapable(),
  permission: permissionHere(),
  subscribed: false,
  lastMessage: null,
});

/** Read once, and again where it changes (enabling push); the last message is the store's own and stays. */
export const pushStateQuery = queryOptions({
  queryKey: appKeys.push(),
  queryFn: async ({ client, queryKey }): Promise<PushState> => {
    const subscribed = await pushSubscribed();
    // Read after the wait, so that a push that arrived meanwhile is not lost.
    const lastMessage = client.getQueryData<PushState>(queryKey)?.lastMessage ?? null;
    return { ...pushStateNow(), subscribed, lastMessage };
  },
  staleTime: Infinity,
});

/**
 * This browser's push state, for a member (`enabled`; undefined otherwise, as for a screen drawn on the server). Until
 * the subscription is known, it reads as not subscribed.
 */
export function usePushState(enabled: boolean): PushState | undefined {
  const { data } = useQuery({ ...pushStateQuery, enabled, placeholderData: enabled ? pushStateNow : undefined });
  return enabled ? data : undefined;
}

/** Keeps a pushed message as the last one. */
export async function rememberPushMessage(client: QueryClient, message: unknown): Promise<void> {
  const state = await client.ensureQueryData(pushStateQuery);
  client.setQueryData(pushStateQuery.queryKey, (current) => ({ ...(current ?? state), lastMessage: message }));
}
