import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { logIn } from '../../../../../shared/contracts/endpoints/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (body: BodyOf<typeof logIn>) => api(logIn, { body }),
    onSuccess: setUser,
  });
}
