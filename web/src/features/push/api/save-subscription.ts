import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscribePush } from '../../../lib/push.ts';

/** Subscribes this browser and saves the subscription: POST /api/user.php?push=1. */
export function useEnablePush(publicKey: string) {
  return useMutation({
    mutationFn: async () => {
      const subscription = await subscribePush(publicKey);
      return apiRequest('/api/user.php', { method: 'POST', query: { push: 1 }, body: subscription });
    },
  });
}
