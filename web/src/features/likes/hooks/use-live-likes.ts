import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/use-realtime.ts';
import { likesKeys } from '../api/keys.ts';

/** Reads the likes again as soon as someone likes the member, stops liking them, or a match is made. */
export function useLiveLikes(): void {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: likesKeys.all() });
  useRealtimeEvent('like.created', reload);
  useRealtimeEvent('like.removed', reload);
  useRealtimeEvent('match.created', reload);
}
