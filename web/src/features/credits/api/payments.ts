import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../../shared/contracts/endpoint.ts';
import {
  checkDiscountCode,
  getPayment,
  listTransactions,
  startPayment,
} from '../../../../../shared/contracts/endpoints/payments.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { creditsKeys } from './keys.ts';

/** How often the result page asks again while the provider has not decided. */
const PENDING_POLL_MS = 2000;

/** POST /api/payment.php, then off to the provider's checkout page. */
export function useStartPayment() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof startPayment>) => api(startPayment, { body }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}

/**
 * GET /api/payment.php: one payment, asked again while pending. Once it is decided the member (credits, premium)
 * and the price list (discounts, repeat order) are read again.
 */
export function usePayment(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: creditsKeys.payment(id),
    queryFn: async ({ signal }) => {
      const payment = await api(getPayment, { query: { id }, signal });
      if (payment.status !== 'pending') {
        void client.invalidateQueries({ queryKey: appKeys.currentUser() });
        void client.invalidateQueries({ queryKey: creditsKeys.allBundles() });
      }
      return payment;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** GET /api/transactions.php: payments and credit movements, newest first. */
export function useTransactions() {
  return useQuery({
    queryKey: creditsKeys.transactions(),
    queryFn: ({ signal }) => api(listTransactions, { signal }),
  });
}

/**
 * GET /api/discountcode.php?welcome=true (SPEC §7): the member's welcome discount, asked when `wanted`; a failure
 * (none left, used, run out, or the call itself) is silently no discount (SPEC §8).
 */
export function useWelcomeDiscount(wanted: boolean) {
  const { data } = useQuery({
    queryKey: creditsKeys.welcome(),
    queryFn: ({ signal }) => api(checkDiscountCode, { query: { welcome: 'true' }, signal }),
    enabled: wanted,
    retry: false,
  });
  return wanted ? (data ?? null) : null;
}

/** GET /api/discountcode.php: checks a typed code against the chosen order. */
export function useCheckDiscountCode() {
  return useMutation({
    mutationFn: (query: QueryOf<typeof checkDiscountCode>) => api(checkDiscountCode, { query }),
  });
}
