import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintBody } from '../../../../../shared/contracts/complaints.ts';
import { reportMember } from '../../../../../shared/contracts/endpoints/complaints.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';

/** POST /api/complaints.php; a block in the same step changes every list of members. */
export function useReportMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => api(reportMember, { body }),
    onSuccess: (_, body) => (body.block ? client.invalidateQueries({ queryKey: appKeys.members() }) : undefined),
  });
}
