import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listGifts } from '../../../../../shared/contracts/endpoints/chats.ts';
import { chatsKeys } from './keys.ts';

/** GET /api/gifts.php: the site's gifts and their prices, read once a session. */
export function useGifts(enabled: boolean) {
  return useQuery({
    queryKey: chatsKeys.gifts(),
    queryFn: ({ signal }) => api(listGifts, { signal }),
    select: (answer) => answer.gifts,
    staleTime: Infinity,
    enabled,
  });
}
