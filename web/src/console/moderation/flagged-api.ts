import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dismissFlaggedMessage,
  listFlaggedMessages,
} from '../../../../shared/contracts/endpoints/console-moderation.ts';
import type { FlagStatus } from '../../../../shared/message-flags.ts';
import { api } from '../../lib/api-client.ts';

const flaggedKeys = {
  all: () => ['console', 'moderation', 'flagged'] as const,
  list: (status: FlagStatus) => [...flaggedKeys.all(), status] as const,
};

/** The flagged messages of a tab (open or dismissed). */
export const useFlaggedMessages = (status: FlagStatus) =>
  useQuery({ queryKey: flaggedKeys.list(status), queryFn: () => api(listFlaggedMessages, { query: { status } }) });

/** Dismisses a flag; both tabs are read again after. */
export function useDismissFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(dismissFlaggedMessage, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: flaggedKeys.all() }),
  });
}
