import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, readNotifications } from '../../../../../shared/contracts/endpoints/notifications.ts';
import { api } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/current-user.ts';
import { notificationsKeys } from './keys.ts';

const fetchPage = (page: number, signal?: AbortSignal) => api(listNotifications, { query: { page }, signal });

/** GET /api/notifications.php?page=N, newest first; "load more" appends the next page. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsKeys.pages(),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more ? pages.length + 1 : undefined),
  });
}

/** How many notifications the member has not read (0 for a visitor, or while unknown). */
export function useUnreadNotifications(): number {
  const { data: user } = useUser();
  const { data } = useQuery({
    queryKey: notificationsKeys.summary(),
    queryFn: ({ signal }) => fetchPage(1, signal),
    enabled: Boolean(user),
    select: (answer) => answer.unread,
  });
  return data ?? 0;
}

/**
 * PUT /api/notifications.php: these notifications have been seen. The page keeps showing them as new until it is read
 * again; the unread count follows at once.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api(readNotifications, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKeys.summary() }),
  });
}

/** Reads the unread count again (polling), and the page when it is open (the realtime notification.created). */
export const reloadNotificationCount = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationsKeys.summary() });

/** notification.created (shared/realtime.ts, app/live-socket.ts): the count and the open pages again. */
export const onNotificationCreated = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationsKeys.all() });
