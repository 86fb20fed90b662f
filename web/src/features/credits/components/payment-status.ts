import type { Payment } from '../../../../../shared/contracts/payments.ts';

/**
 * A payment's state as the member reads it: a chargeback or a refund shows over "paid" (and over "cancelled" for a
 * payment refunded because its code was used by another), else the payment's own status.
 */
export const shownStatus = (p: Payment) =>
  p.charged_back_cents > 0 ? 'charged_back' : p.refunded_cents > 0 || p.refunded_at ? 'refunded' : p.status;
