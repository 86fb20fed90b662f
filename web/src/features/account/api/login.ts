import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<User>('/api/user.php', { method: 'POST', body }),
    onSuccess: setUser,
  });
}
