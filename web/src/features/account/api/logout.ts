import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/logout.php'),
    onSettled: () => client.setQueryData(appKeys.currentUser(), null),
  });
}
