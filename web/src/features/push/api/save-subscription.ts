import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscribePush } from '../../../lib/push.ts';
import { appKeys } from '../../../lib/query-keys.ts';

/** Subscribes this browser and saves the subscription: POST /api/user.php?push=1. */
export function useEnablePush(publicKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await subscribePush(publicKey);
      return apiRequest('/api/user.php', { method: 'POST', query: { push: 1 }, body: subscription });
    },
    // Polling slows down from now on (SPEC §4: 300 s while push is subscribed).
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.pushSubscribed() }),
  });
}
