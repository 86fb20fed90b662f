import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acknowledgeWarning, listWarnings } from '../../../../../shared/contracts/endpoints/warnings.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the member's warnings from staff. */
export const warningsKeys = { all: () => ['warnings'] as const };

/** GET /api/warnings.php: the warnings the member has not acknowledged yet, read once per visit. */
export function useWarnings() {
  return useQuery({
    queryKey: warningsKeys.all(),
    queryFn: ({ signal }) => api(listWarnings, { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/warnings.php: the member acknowledged a warning; it is not shown again. */
export function useAcknowledgeWarning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(acknowledgeWarning, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: warningsKeys.all() }),
  });
}
