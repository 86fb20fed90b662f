import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/logout.php'),
    onSettled: () => client.setQueryData(accountKeys.user(), null),
  });
}
