import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { discountReserved, discountUsed } from '../../lib/app-error.ts';
import * as repo from './code-uses.repo.ts';
import type { Holder, LimitedCode } from './code-uses.repo.ts';
import { cents } from './payment-answers.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRow } from './payments.repo.ts';

/*
 * A limited code (validity `once_per_user`: once per member; `once`: once by anyone) yields exactly one discounted
 * purchase, whatever the order of events at the provider:
 * - A checkout never changes an earlier one: the member's earlier checkouts with the code stay open (the provider may
 *   still complete them) and the new one is started with the code too; the use row's reservation moves to the newest.
 *   Another member's open checkout of a single-use code refuses this one ('discount_reserved'). Under the use row's
 *   lock (and the code row's, for `once`) of parallel checkouts of two members one gets it.
 * - A payment paid at the provider takes the use in its crediting transaction, under the same locks, unless another
 *   completed payment holds it: then it is not credited but refunded in full and recorded cancelled (refunded, 0
 *   credits). The other open checkouts with the code, which can no longer be honoured, are cancelled at the provider
 *   (as far as it can) and in our books; paid anyway, they are refunded.
 */

/** Thrown inside the crediting transaction (rolling it back) when another completed payment holds the code's use. */
export class CodeUseTaken extends Error {
  constructor() {
    super('the code was used by another payment');
    this.name = 'CodeUseTaken';
  }
}

const isOther = (paymentId: string) => (holder: Holder) => holder.paymentId !== null && holder.paymentId !== paymentId;

/** A code whose uses are counted: every validity but `unlimited`. */
export const isLimited = (code: LimitedCode): boolean => code.validity !== 'unlimited';

interface CodeUsesDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export class CodeUses {
  constructor(private readonly deps: CodeUsesDeps) {}

  /** In the checkout's transaction: the code's use is reserved for the new payment, or the checkout refused. */
  async reserve(tx: Db, code: LimitedCode, memberId: string, paymentId: string): Promise<void> {
    const holders = await repo.lockedHolders(tx, code, memberId);
    const others = holders.filter(isOther(paymentId));
    if (others.some((holder) => holder.status === 'completed')) throw discountUsed();
    // Another member's open checkout of a single-use code is theirs to finish; the member's own stay open too.
    const open = others.filter((holder) => holder.status === 'pending');
    if (open.some((holder) => holder.userId !== memberId)) throw discountReserved();
    await repo.moveUse(tx, code.id, memberId, paymentId);
  }

  /**
   * In the crediting transaction of a paid payment, after its row lock: it takes its code's use (the other pending
   * payments with the code are returned, to be cancelled), or throws `CodeUseTaken` when a completed payment holds it.
   */
  async take(tx: Db, row: PaymentRow): Promise<Holder[]> {
    if (!row.discountCodeId) return [];
    const code = await repo.findCodeValidity(tx, row.discountCodeId);
    if (!code) return [];
    if (!isLimited(code)) {
      await repo.moveUse(tx, code.id, row.userId, row.id);
      return [];
    }
    const others = (await repo.lockedHolders(tx, code, row.userId)).filter(isOther(row.id));
    if (others.some((holder) => holder.status === 'completed')) throw new CodeUseTaken();
    await repo.moveUse(tx, code.id, row.userId, row.id);
    return repo.openWithCode(tx, code, row.userId, row.id);
  }

  /** The pending payments with the code a paid one took: cancelled at their provider (as far as it can) and by us. */
  async cancelDisplaced(provider: PaymentProvider, displaced: Holder[]): Promise<void> {
    for (const held of displaced) {
      if (held.providerPaymentId && held.provider === provider.name) {
        const cancelled = await provider.cancel(held.providerPaymentId).catch((error: unknown) => {
          this.deps.log.error({ err: error, paymentId: held.paymentId }, 'could not cancel a displaced payment');
          return false;
        });
        if (!cancelled)
          this.deps.log.warn({ paymentId: held.paymentId }, 'a displaced payment stays open at the provider');
      }
      // Cancelled in our books either way: paid later, it is refunded, its code being used.
      await repo.cancelPending(this.deps.db, held.paymentId!);
    }
  }

  /**
   * A paid payment whose code another completed payment used: refunded in full at the provider, never credited, once
   * (the claim), and given back when the provider refuses so that the next webhook tries again.
   */
  async refundLost(provider: PaymentProvider, row: PaymentRow): Promise<PaymentRow | undefined> {
    const { db, clock, log } = this.deps;
    const claimed = await repo.claimLostRefund(db, row.id, clock());
    if (!claimed) return undefined;
    log.warn({ paymentId: row.id }, 'a payment was paid with a code another payment used: refunded in full');
    try {
      await provider.refund(row.paymentId!, cents(row.amount), row.currency);
    } catch (error) {
      await repo.unclaimLostRefund(db, row.id);
      throw error;
    }
    return claimed;
  }
}
