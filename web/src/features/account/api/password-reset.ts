import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('/api/password-reset.php', { method: 'POST', body: { email } }),
  });
}

/** Uses the mailed link; the member is logged in afterwards. */
export function useResetPassword() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: { token: string; password: string; password_repeat: string }) =>
      apiRequest<User>('/api/password-reset-do.php', { method: 'POST', body }),
    onSuccess: setUser,
  });
}
