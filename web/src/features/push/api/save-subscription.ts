import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { savePushSubscription } from '../../../../../shared/contracts/endpoints/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { subscribePush } from '../../../lib/push.ts';
import { appKeys } from '../../../lib/query-keys.ts';

/** Subscribes this browser and saves the subscription. */
export function useEnablePush(publicKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // A subscription's toJSON() has its endpoint and keys, which the DOM's type leaves optional (the server checks).
      const subscription = (await subscribePush(publicKey)) as BodyOf<typeof savePushSubscription>;
      return api(savePushSubscription, { query: { push: '1' }, body: subscription });
    },
    // Allowed or refused, the push state changes; once subscribed, polling slows down (SPEC §4: 300 s with push).
    onSettled: () => client.invalidateQueries({ queryKey: appKeys.push() }),
  });
}
