import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { takeBack } from '../credits/credits.ts';
import { cents } from './payment-answers.ts';
import type { PaymentRow } from './payments.repo.ts';
import * as repo from './reversals.repo.ts';

/** What the provider reports reversed of a payment so far, in total: refunded and charged back cents. */
export interface ReversedAmounts {
  refundedCents: number;
  chargedBackCents: number;
}

/** A booking's outcome: the payment as booked now, and the credits this booking took and recorded as debt. */
export interface BookedReversal {
  payment: PaymentRow;
  taken: number;
  debt: number;
}

/**
 * The credits that `reversedCents` of a payment stand for: the bought credits in proportion, rounded to the nearest,
 * so that reversing the whole amount takes them all (and never more: reversals beyond the amount count as the amount).
 */
export function creditsFor(payment: Pick<PaymentRow, 'credits' | 'amount'>, reversedCents: number): number {
  const amount = cents(payment.amount);
  if (amount <= 0) return reversedCents > 0 ? payment.credits : 0;
  return Math.round((payment.credits * Math.min(reversedCents, amount)) / amount);
}

/**
 * What is left to refund of a payment: its cents not refunded or charged back yet, and the credits of the purchase
 * still to take back for them (a refund takes as many as the balance holds, the rest becomes debt).
 */
export function refundDue(payment: PaymentRow): { cents: number; credits: number } {
  const reversed = payment.refundedCents + payment.chargedBackCents;
  return { cents: cents(payment.amount) - reversed, credits: payment.credits - creditsFor(payment, reversed) };
}

/**
 * Books the refunds and chargebacks a provider reports for a completed payment (decision 020), once: under the
 * payment's row lock, only what exceeds the cents already booked is new (the booked cents never go down, so a report
 * that lags behind ours books nothing). The new share's credits are taken back through credits.ts (at most the
 * balance, the rest as debt); premium goes when no other completed purchase of the member is left un-reversed; a new
 * chargeback blocks the mandate's IBAN and phone from direct debit. Raises payment.reversed and credits.changed.
 * Undefined when there is nothing to book.
 */
export async function bookReversal(
  events: DomainEvents,
  db: Db,
  paymentId: string,
  reported: ReversedAmounts,
  now: Date,
  /** Written in the booking's transaction (a staff refund's audit row), given what it booked. */
  alsoRecord?: (tx: Db, booked: BookedReversal) => Promise<void>,
): Promise<BookedReversal | undefined> {
  if (reported.refundedCents <= 0 && reported.chargedBackCents <= 0) return undefined;
  return events.transact(db, async (tx, emit) => {
    const row = await repo.lockPayment(tx, paymentId);
    if (!row || row.status !== 'completed') return undefined;
    const refundedCents = Math.max(row.refundedCents, reported.refundedCents);
    const chargedBackCents = Math.max(row.chargedBackCents, reported.chargedBackCents);
    if (refundedCents === row.refundedCents && chargedBackCents === row.chargedBackCents) return undefined;
    let booked = (row.refundedCredits ?? 0) + row.debtCredits;
    let taken = 0;
    let debt = 0;
    // Refunds first, then chargebacks, each its own ledger row under its own reason.
    const steps = [
      { reason: 'refund' as const, cents: refundedCents + row.chargedBackCents },
      { reason: 'chargeback' as const, cents: refundedCents + chargedBackCents },
    ];
    for (const step of steps) {
      const due = creditsFor(row, step.cents) - booked;
      if (due <= 0) continue;
      const took = await takeBack(tx, emit, row.userId, due, step.reason, row.id);
      booked += due;
      taken += took.taken;
      debt += took.debt;
    }
    const payment = await repo.setReversed(tx, row.id, {
      refundedCents,
      chargedBackCents,
      refundedCredits: (row.refundedCredits ?? 0) + taken,
      debtCredits: row.debtCredits + debt,
      now,
    });
    await repo.dropPremiumUnlessPaid(tx, row.userId);
    if (chargedBackCents > row.chargedBackCents) await repo.blockMandateOf(tx, row.id);
    const memberId = row.userId;
    emit({ type: 'payment.reversed', memberId, paymentId: row.id, creditsTaken: taken, debt });
    await alsoRecord?.(tx, { payment, taken, debt });
    return { payment, taken, debt };
  });
}
