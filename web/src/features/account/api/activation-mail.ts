import { useMutation } from '@tanstack/react-query';
import { resendActivationMail } from '../../../../../shared/contracts/endpoints/accounts.ts';
import { api } from '../../../lib/api-client.ts';

export function useResendActivation() {
  return useMutation({ mutationFn: () => api(resendActivationMail) });
}
