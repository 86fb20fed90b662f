import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwipeResponse } from '../../../../../shared/contracts/likes.ts';
import { decideSwipe, getSwipeCards } from '../../../../../shared/contracts/endpoints/likes.ts';
import { api } from '../../../lib/api-client.ts';
import { likesKeys } from './keys.ts';

/** A batch of cards, with how many decisions the game had made when it asked for it. */
export type SwipeBatch = SwipeResponse & { askedAt: number };

/**
 * GET /api/swipe.php, batch after batch: each answer holds the next cards the member has not decided on yet (the
 * page number only keeps the batches apart in the cache). The stack starts anew each time the game opens.
 */
export function useSwipeCards(decisionsMade: () => number) {
  return useInfiniteQuery({
    queryKey: likesKeys.swipe(),
    queryFn: async ({ signal }): Promise<SwipeBatch> => {
      const askedAt = decisionsMade();
      return { ...(await api(getSwipeCards, { signal })), askedAt };
    },
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => pages.length + 1,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export type SwipeDecision = 'like' | 'pass';

/** POST /api/swipe.php: like or pass a card; a like reads the likes again. */
export function useSwipeDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: SwipeDecision }) =>
      api(decideSwipe, { body: { profile_id: id, decision } }),
    onSuccess: (_answer, { decision }) => {
      if (decision === 'like') void client.invalidateQueries({ queryKey: likesKeys.all() });
    },
  });
}
