import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { requestPasswordReset, resetPassword } from '../../../../../shared/contracts/endpoints/passwords.ts';
import { api } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => api(requestPasswordReset, { body: { email } }) });
}

/** Uses the mailed link; the member is logged in afterwards. */
export function useResetPassword() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: BodyOf<typeof resetPassword>) => api(resetPassword, { body }),
    onSuccess: setUser,
  });
}
