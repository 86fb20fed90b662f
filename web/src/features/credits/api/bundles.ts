import { useQuery } from '@tanstack/react-query';
import { listBundles, listPaymentMethods } from '../../../../../shared/contracts/endpoints/payments.ts';
import { api } from '../../../lib/api-client.ts';
import { creditsKeys } from './keys.ts';

/** GET /api/bundles.php: the bundles priced for this visitor (with `code` when the member typed one). */
export function useBundles(code?: string) {
  return useQuery({
    queryKey: creditsKeys.bundles(code),
    queryFn: ({ signal }) => api(listBundles, { query: { discount_code: code }, signal }),
  });
}

/** GET /api/paymentmethods.php: the methods for a bundle in the payment country (the member's by default). */
export function usePaymentMethods(bundleId: string, country?: string) {
  return useQuery({
    queryKey: creditsKeys.methods(bundleId, country),
    queryFn: ({ signal }) => api(listPaymentMethods, { query: { bundle_id: bundleId, country }, signal }),
  });
}
