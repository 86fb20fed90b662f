import type { User } from '../../../shared/contracts/auth.ts';
import type { Payment } from '../../../shared/contracts/payments.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import type { PaymentRow } from './payments.repo.ts';

/* What a payment row is in the API's words, and the money and country rules every payment path shares. */

/** Cents of an amount as stored ("12.50", a numeric column). */
export const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The stored amount of `amountCents`. */
export const amountOf = (amountCents: number) => (amountCents / 100).toFixed(2);

/** The currency a payer in `country` pays in on this site (its per-country settings), euros by default. */
export const currencyOf = (site: SiteRow, country: string) => site.minimumMessageCosts[country]?.currency ?? 'EUR';

/**
 * The payment country: the one asked for when the site serves it, else the member's own when the site serves it,
 * else the site's first.
 */
export function paymentCountry(site: SiteRow, member: User | undefined, asked?: string): string {
  const served = (country: string | undefined) => country !== undefined && site.countries.includes(country);
  if (served(asked)) return asked!;
  return served(member?.profile.country) ? member!.profile.country : site.countries[0]!;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    credits: row.credits,
    amount_cents: cents(row.amount),
    currency: row.currency,
    method: row.paymentMethod,
    country: row.paymentCountry,
    discount_percentage: row.discountPercentage,
    bundle_id: row.bundleId,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    refunded_credits: row.refundedCredits,
    refunded_cents: row.refundedCents,
    charged_back_cents: row.chargedBackCents,
    debt_credits: row.debtCredits,
  };
}
