import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/contracts/endpoint.ts';
import { confirmDebit, requestDebitCode } from '../../../../../shared/contracts/endpoints/direct-debit.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/directdebit-code.php: the mandate's details; the code goes out by SMS. */
export function useRequestDebitCode() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestDebitCode>) => api(requestDebitCode, { body }),
  });
}

/** POST /api/directdebit.php: the code from the SMS; then on to the provider's page (or the result page). */
export function useConfirmDebit() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof confirmDebit>) => api(confirmDebit, { body }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}
