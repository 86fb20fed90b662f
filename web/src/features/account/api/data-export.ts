import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDataExport, requestDataExport } from '../../../../../shared/contracts/endpoints/data-export.ts';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Whether the member asked for an export today, and the newest one's state. */
export function useDataExport() {
  return useQuery({ queryKey: accountKeys.dataExport(), queryFn: () => api(getDataExport) });
}

/** Asks for an export of the member's data; the answer is the new state. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(requestDataExport),
    onSuccess: (state) => client.setQueryData(accountKeys.dataExport(), state),
    // Refused (asked today already, in another tab): the state says so.
    onError: () => client.invalidateQueries({ queryKey: accountKeys.dataExport() }),
  });
}
