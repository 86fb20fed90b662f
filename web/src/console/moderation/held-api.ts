import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoldStatus } from '../../../../shared/contact-checks.ts';
import type { AnswerOf } from '../../../../shared/contracts/endpoint.ts';
import { decideHeldContact, listHeldContacts } from '../../../../shared/contracts/endpoints/console-moderation.ts';
import { api } from '../../lib/api-client.ts';

const heldKeys = {
  all: () => ['console', 'moderation', 'held'] as const,
  list: (status: HoldStatus) => [...heldKeys.all(), status] as const,
};

/** The held new members of a tab (open, approved or rejected). */
export const useHeldContacts = (status: HoldStatus) =>
  useQuery({ queryKey: heldKeys.list(status), queryFn: () => api(listHeldContacts, { query: { status } }) });

export type HoldDecision = 'approve' | 'reject';
type DecideResult = AnswerOf<typeof decideHeldContact>;

/**
 * Approves or rejects a held member's first contacts; `onDecided` hears what it did (here, not on `mutate`: the hold
 * leaves its tab, and its card, when every tab is read again after).
 */
export function useDecideHeldContact(
  memberId: string,
  onDecided: (decision: HoldDecision, done: DecideResult) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: HoldDecision) => api(decideHeldContact, { body: { member_id: memberId, decision } }),
    onSuccess: (done, decision) => onDecided(decision, done),
    onSettled: () => client.invalidateQueries({ queryKey: heldKeys.all() }),
  });
}
