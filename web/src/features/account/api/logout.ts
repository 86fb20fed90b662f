import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut } from '../../../../../shared/contracts/endpoints/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(logOut),
    onSettled: () => client.setQueryData(appKeys.currentUser(), null),
  });
}
