import { useEffect, useRef, useState } from 'react';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type SwipeDecision, useSwipeCards, useSwipeDecision } from '../api/swipe.ts';
import { openMatch } from '../match-store.ts';

/** More cards are asked for when this many or fewer are left on the stack. */
export const SWIPE_LOW_WATER = 3;

/** A like refused because today's likes are used up: `premium` for a premium member (no invitation to upgrade). */
export interface SwipeLimit {
  message: string;
  premium: boolean;
}

/**
 * The swipe game's state: the stack (the batches loaded, less the cards decided), the likes left today (null: no
 * limit), a reached daily limit, and `decide`. A like the server refuses goes back on top of the stack. A new batch
 * is asked for when the stack runs low, once per decision, so that the end shows when a batch brings nothing new.
 */
export function useSwipeGame() {
  const decisionsRef = useRef(0);
  const cards = useSwipeCards(() => decisionsRef.current);
  const decision = useSwipeDecision();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [decisions, setDecisions] = useState(0);
  const [likesLeft, setLikesLeft] = useState<number | null | undefined>(undefined);
  const [limit, setLimit] = useState<SwipeLimit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pages = cards.data?.pages ?? [];
  const seen = new Set<string>();
  const stack: MemberCard[] = [];
  for (const card of pages.flatMap((page) => page.cards)) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    if (!decided.has(card.id)) stack.push(card);
  }
  const settled = cards.isSuccess && !cards.isFetching;
  const askedSinceLastDecision = pages.at(-1)?.askedAt === decisions;
  const needMore = settled && stack.length <= SWIPE_LOW_WATER && !askedSinceLastDecision;
  const { fetchNextPage } = cards;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  const decide = (choice: SwipeDecision) => {
    const card = stack[0];
    if (!card || (choice === 'like' && limit)) return;
    decisionsRef.current += 1;
    setDecisions(decisionsRef.current);
    setDecided((current) => new Set(current).add(card.id));
    setFailure(null);
    decision.mutate(
      { id: card.id, decision: choice },
      {
        onSuccess: (answer) => {
          setLikesLeft(answer.likes_left);
          if (answer.match) openMatch(card);
        },
        onError: (error) => {
          setDecided((current) => {
            const back = new Set(current);
            back.delete(card.id);
            return back;
          });
          const code = error instanceof ApiError ? error.body.code : undefined;
          if (code === 'swipe_limit' || code === 'swipe_limit_premium') {
            setLimit({ message: error.message, premium: code === 'swipe_limit_premium' });
            setLikesLeft(0);
          } else setFailure(error.message);
        },
      },
    );
  };

  return {
    stack,
    loading: cards.isPending,
    error: cards.error,
    ended: settled && stack.length === 0 && askedSinceLastDecision,
    likesLeft: likesLeft === undefined ? (pages.at(-1)?.likes_left ?? null) : likesLeft,
    limit,
    failure,
    decide,
  };
}
