import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintBody } from '../../../../../shared/contracts/complaints.ts';
import { reportMember } from '../../../../../shared/contracts/endpoints/complaints.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/complaints.php; the complaint hides the two members from each other at once (decision 037), as a block in
 * the same step would: every list of members changes.
 */
export function useReportMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => api(reportMember, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.members() }),
  });
}
