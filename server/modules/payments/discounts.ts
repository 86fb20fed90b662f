import {
  DAY_MS,
  SECOND_MS,
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  WELCOME_DISCOUNT_DAYS,
  WELCOME_DISCOUNT_PERCENTAGE,
} from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Discount } from '../../../shared/contracts/payments.ts';
import type { PaymentMethod } from '../../../shared/payment-methods.ts';
import { timeBonusSecondsLeft } from '../../../shared/time-bonus.ts';
import type { Db } from '../../db/client.ts';
import { AppError, discountNotApplicable, discountNotFound, discountUsed } from '../../lib/app-error.ts';
import { planOf } from '../members/plan.policy.ts';
import {
  type DiscountCodeRow,
  WELCOME_CODE_PREFIX,
  codeUses,
  findCode,
  timeBonusCodeOf,
  welcomeCodeOf,
} from './payments.repo.ts';

/*
 * Discount codes (SPEC §3, §4, §8): codes the site hands out, and the welcome discounts of a plan that has them (the
 * time bonus TIMEBONUS25 while it runs, and the member's welcome code). A code is checked against its member, its
 * time and its uses, and against an order (country, currency, minimum order value, methods) when there is one.
 * The two welcome discounts are rules every site has, whatever rows it was made with (by the console, the seed, SQL):
 * each becomes a row when it is first used (the site's TIMEBONUS25, once per member; the member's welcome code), so
 * that its use is booked and held like any limited code's; a row the operator made or changed (its percentage, or
 * inactive) is followed.
 */

/** What a code is checked against at checkout; without one only the code itself is checked. */
export interface Order {
  country: string;
  currency: string;
  priceCents: number;
  method?: PaymentMethod;
}

/** A code that applies: its row (made for a welcome code on first use) and what the member is told about it. */
export interface AppliedDiscount {
  row: DiscountCodeRow | null;
  discount: Discount;
}

const memberFacts = (member: User) => ({ paidUser: member.paid_user, signupDate: new Date(member.signup_date) });

/** The member's own welcome code: fixed per member, so that it can be shown before it exists as a row. */
export const welcomeCodeFor = (memberId: string) =>
  `${WELCOME_CODE_PREFIX}${memberId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;

const welcomeExpiry = (member: User) =>
  new Date(new Date(member.signup_date).getTime() + WELCOME_DISCOUNT_DAYS * DAY_MS);

const timeBonusExpiry = (member: User, now: Date) =>
  new Date(now.getTime() + timeBonusSecondsLeft(memberFacts(member), now) * SECOND_MS);

export class Discounts {
  constructor(private readonly db: Db) {}

  /**
   * The discount a member gets without typing a code (SPEC §4), when their plan has welcome discounts: the time bonus
   * while it runs, otherwise (or when the site turned it off) the welcome code while it lasts; none once used.
   */
  async active(siteId: string, member: User, now: Date): Promise<AppliedDiscount | null> {
    if (!planOf(member).welcomeDiscounts) return null;
    const welcome = welcomeCodeFor(member.id);
    const codes = timeBonusSecondsLeft(memberFacts(member), now) > 0 ? [TIME_BONUS_CODE, welcome] : [welcome];
    for (const code of codes) {
      try {
        return await this.check(siteId, member, code, now);
      } catch (error) {
        if (!(error instanceof AppError)) throw error; // used, run out, turned off: the next one, else none
      }
    }
    return null;
  }

  /** The member's welcome discount (GET /api/discountcode.php?welcome=true). */
  welcome(siteId: string, member: User, now: Date): Promise<AppliedDiscount> {
    return this.check(siteId, member, welcomeCodeFor(member.id), now);
  }

  /**
   * `code` for this member now (and for `order` when given): 'Code niet gevonden' for a code that does not exist or
   * is not theirs (a welcome discount their plan does not have), not active or out of time; 'Code reeds gebruikt'
   * when its uses are spent; not applicable when the order does not meet it.
   */
  async check(siteId: string, member: User, code: string, now: Date, order?: Order): Promise<AppliedDiscount> {
    const welcome = code === welcomeCodeFor(member.id);
    const timeBonus = code === TIME_BONUS_CODE;
    const row = (await findCode(this.db, siteId, code)) ?? null;
    if ((welcome || timeBonus) && !planOf(member).welcomeDiscounts) throw discountNotFound();
    if (welcome) {
      if (welcomeExpiry(member) <= now) throw discountNotFound();
    } else if (row) {
      if ((row.userId !== null && row.userId !== member.id) || (row.expires && row.expires <= now)) {
        throw discountNotFound();
      }
    } else if (!timeBonus) {
      throw discountNotFound();
    }
    if (row && row.status !== 'active') throw discountNotFound();
    if (timeBonus && timeBonusSecondsLeft(memberFacts(member), now) === 0) throw discountNotFound();
    if (row && row.validity !== 'unlimited') {
      const uses = await codeUses(this.db, row.id, member.id);
      if (uses.byMember || (row.validity === 'once' && uses.byAnyone)) throw discountUsed();
    }
    if (order && !fitsOrder(row, order)) throw discountNotApplicable();
    const source = timeBonus ? 'time_bonus' : welcome ? 'welcome' : 'code';
    const expires =
      source === 'time_bonus' ? timeBonusExpiry(member, now) : welcome ? welcomeExpiry(member) : row?.expires;
    return {
      row,
      discount: {
        code,
        percentage: row?.valuePercentage ?? (timeBonus ? TIME_BONUS_PERCENTAGE : WELCOME_DISCOUNT_PERCENTAGE),
        source,
        expires: expires?.toISOString() ?? null,
      },
    };
  }

  /** The row to book a use of `applied` against: the time bonus and a welcome code become rows when first used. */
  async rowFor(siteId: string, member: User, applied: AppliedDiscount): Promise<DiscountCodeRow> {
    if (applied.row) return applied.row;
    if (applied.discount.source === 'time_bonus') {
      return timeBonusCodeOf(this.db, { siteId, code: TIME_BONUS_CODE, percentage: TIME_BONUS_PERCENTAGE });
    }
    return welcomeCodeOf(this.db, {
      siteId,
      memberId: member.id,
      code: applied.discount.code,
      percentage: applied.discount.percentage,
      expires: welcomeExpiry(member),
    });
  }
}

/** Whether an order meets the code's conditions (a welcome discount, without a row yet, has none). */
export function fitsOrder(row: DiscountCodeRow | null, order: Order): boolean {
  if (!row) return true;
  const minimumCents = row.minimumOrderValue === null ? 0 : Math.round(Number(row.minimumOrderValue) * 100);
  return (
    (row.country === null || row.country === order.country) &&
    (row.currency === null || row.currency === order.currency) &&
    order.priceCents >= minimumCents &&
    (row.paymentMethods.length === 0 || order.method === undefined || row.paymentMethods.includes(order.method))
  );
}

/** The price after `percentage` off, in whole cents. */
export const discounted = (priceCents: number, percentage: number) =>
  Math.round((priceCents * (100 - percentage)) / 100);
