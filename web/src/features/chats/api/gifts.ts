import { useQuery } from '@tanstack/react-query';
import type { Gift } from '../../../../../shared/contracts/chats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatsKeys } from './keys.ts';

/** GET /api/gifts.php: the site's gifts and their prices, read once a session. */
export function useGifts(enabled: boolean) {
  return useQuery({
    queryKey: chatsKeys.gifts(),
    queryFn: ({ signal }) => apiRequest<{ gifts: Gift[] }>('/api/gifts.php', { signal }),
    select: (answer) => answer.gifts,
    staleTime: Infinity,
    enabled,
  });
}
