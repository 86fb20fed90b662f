import { useQueryClient } from '@tanstack/react-query';
import { onConversationRead, onConversationSeen, onMessageCreated } from '../features/chats/realtime.ts';
import { onCreditsChanged } from '../features/credits/realtime.ts';
import { reloadLikes } from '../features/likes/api/likes.ts';
import { onMatchCreated } from '../features/likes/realtime.ts';
import { onNotificationCreated } from '../features/notifications/api/notifications.ts';
import { useLiveConnection, useRealtimeEvent } from '../lib/use-realtime.ts';

/**
 * The tab's live socket (lib/realtime.ts), open while a member is logged in, and what each feature does on its
 * messages. Mounted once above the router (app/providers.tsx), beside the polling of live-store.ts, which stays.
 */
export function LiveSocket(): null {
  const client = useQueryClient();
  useLiveConnection();
  useRealtimeEvent('like.created', () => void reloadLikes(client));
  useRealtimeEvent('like.removed', () => void reloadLikes(client));
  useRealtimeEvent('match.created', ({ profile_id }) => void onMatchCreated(client, profile_id));
  useRealtimeEvent('notification.created', () => void onNotificationCreated(client));
  useRealtimeEvent('message.created', (message) => onMessageCreated(client, message));
  useRealtimeEvent('conversation.read', ({ conversation_id }) => onConversationRead(client, conversation_id));
  useRealtimeEvent('conversation.seen', (seen) => onConversationSeen(client, seen));
  useRealtimeEvent('credits.changed', ({ credits }) => onCreditsChanged(client, credits));
  return null;
}
