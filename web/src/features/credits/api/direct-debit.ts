import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { directDebitCodeBody, directDebitCodeResponse } from '../../../../../shared/contracts/direct-debit.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/directdebit-code.php: the mandate's details; the code goes out by SMS. */
export function useRequestDebitCode() {
  return useMutation({
    mutationFn: (body: z.output<typeof directDebitCodeBody>) =>
      apiRequest<z.output<typeof directDebitCodeResponse>>('/api/directdebit-code.php', { method: 'POST', body }),
  });
}

/** POST /api/directdebit.php: the code from the SMS; then on to the provider's page (or the result page). */
export function useConfirmDebit() {
  return useMutation({
    mutationFn: (body: { request_id: string; otp: string }) =>
      apiRequest<{ payment_id: string; checkout_url: string }>('/api/directdebit.php', { method: 'POST', body }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}
