import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePaymentBody,
  Discount,
  Payment,
  TransactionsResponse,
} from '../../../../../shared/contracts/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { creditsKeys } from './keys.ts';

/** How often the result page asks again while the provider has not decided. */
const PENDING_POLL_MS = 2000;

/** POST /api/payment.php, then off to the provider's checkout page. */
export function useStartPayment() {
  return useMutation({
    mutationFn: (body: CreatePaymentBody) =>
      apiRequest<{ payment_id: string; checkout_url: string }>('/api/payment.php', { method: 'POST', body }),
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
      const payment = await apiRequest<Payment>('/api/payment.php', { query: { id }, signal });
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
    queryFn: ({ signal }) => apiRequest<TransactionsResponse>('/api/transactions.php', { signal }),
  });
}

/** GET /api/discountcode.php: checks a typed code against the chosen order. */
export function useCheckDiscountCode() {
  return useMutation({
    mutationFn: (query: { code: string; bundle_id?: string; method?: string; country?: string }) =>
      apiRequest<Discount>('/api/discountcode.php', { query }),
  });
}
