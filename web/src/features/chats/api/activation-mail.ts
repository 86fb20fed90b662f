import { useMutation } from '@tanstack/react-query';
import { resendActivationMail } from '../../../../../shared/contracts/endpoints/accounts.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/activation-mail.php: a new activation mail, offered where a send was refused for want of it. */
export function useResendActivation() {
  return useMutation({ mutationFn: () => api(resendActivationMail) });
}
