import type { User } from '../../../shared/contracts/auth.ts';
import type { ChatCosts, GiftKey } from '../../../shared/contracts/chats.ts';
import { MINUTE_MS } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { type QuotaRule, quotaLeft, takeQuota, takeQuotas } from '../../db/usage-quota.ts';
import { creditsInsufficient, messageRateLimit } from '../../lib/app-error.ts';
import { type CreditReason, balanceOf } from '../credits/credits.ts';
import { planOf } from '../members/plan.policy.ts';
import type { ChatPhoto } from '../photos/photos.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';

/**
 * What sending costs and how much of it a member may do (SPEC §5, §6): the prices, the conversations and free messages
 * of the member's plan (plan.policy.ts), and the per-sender rate limits. Every count goes through `takeQuota` in the
 * send's transaction.
 */

/** What a send stores, once checked. */
export type Content =
  | { kind: 'text' | 'icebreaker'; body: string }
  | { kind: 'gift'; gift: GiftKey; credits: number }
  | { kind: 'photo'; photo: ChatPhoto };

/** Messages a member may send a minute, to anyone and to one member: a person typing stays far below both. */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PER_MINUTE_TO_ONE = 12;

/** Counters that never start again: the conversations a member starts and the free messages they send. */
const FOREVER = 'always';

const rules = {
  conversations: (limit: number): QuotaRule => ({ name: 'free_conversations', limit }),
  freeMessages: (site: SiteRow, member: Pick<User, 'paid_user'>): QuotaRule => ({
    name: 'free_messages',
    limit: planOf(member).freeMessages(site),
  }),
  perMinute: { name: 'messages_minute', limit: MESSAGES_PER_MINUTE },
  perMinuteToOne: { name: 'messages_minute_to', limit: MESSAGES_PER_MINUTE_TO_ONE },
};

/**
 * Credits a text or icebreaker costs a member: the site's message_credits, at least their country's
 * minimum_message_costs (whole credits; decision 018).
 */
export function messageCost(site: SiteRow, country: string): number {
  const minimum = site.minimumMessageCosts[country]?.costs ?? 0;
  return Math.max(site.messageCredits, Math.ceil(minimum));
}

/** What sending costs the member, and the free messages they have left. */
export async function costsOf(db: Db, site: SiteRow, member: User): Promise<ChatCosts> {
  const freeMessages = rules.freeMessages(site, member);
  const free = freeMessages.limit > 0 ? await quotaLeft(db, freeMessages, member.id, FOREVER) : 0;
  return { message: messageCost(site, member.profile.country), photo: site.photoCredits, free_messages: free };
}

export const takeSendingQuotas = {
  /** The member's next conversation, of the `limit` their plan allows; false once they are used. */
  conversation: (tx: Db, memberId: string, limit: number) =>
    takeQuota(tx, rules.conversations(limit), memberId, FOREVER),

  /** One message of the sender's minute, overall and to the recipient; 'message_rate_limit' beyond either. */
  async rate(tx: Db, senderId: string, recipientId: string, now: Date): Promise<void> {
    const minute = String(Math.floor(now.getTime() / MINUTE_MS));
    const taken = await takeQuotas(tx, [
      { rule: rules.perMinute, subject: senderId, window: minute },
      { rule: rules.perMinuteToOne, subject: `${senderId}:${recipientId}`, window: minute },
    ]);
    if (!taken) throw messageRateLimit();
  },
};

const REASONS: Record<Content['kind'], CreditReason> = {
  text: 'message',
  icebreaker: 'message',
  photo: 'photo',
  gift: 'gift',
};

/** What is charged for: a send's content, or a stored message (a gift with its price). */
export type Priced = { kind: 'text' | 'icebreaker' | 'photo' } | { kind: 'gift'; credits: number };

/** Who pays: the member's plan (free messages) and country (minimum costs). */
export type Payer = Pick<User, 'id' | 'paid_user'> & { profile: Pick<User['profile'], 'country'> };

const isMessage = (content: Priced) => content.kind === 'text' || content.kind === 'icebreaker';

/** What the content costs beyond the free messages. */
function priceOf(site: SiteRow, member: Payer, content: Priced): number {
  if (isMessage(content)) return messageCost(site, member.profile.country);
  return content.kind === 'gift' ? content.credits : site.photoCredits;
}

/**
 * Charges the content through `spend` (the credits module, in the send's transaction): a text or icebreaker uses one
 * of the free messages the member's plan gives first. The credits spent and the balance after.
 */
export async function chargeFor(
  tx: Db,
  site: SiteRow,
  member: Payer,
  content: Priced,
  spend: (cost: number, reason: CreditReason) => Promise<number>,
): Promise<{ cost: number; credits: number }> {
  if (isMessage(content) && (await takeQuota(tx, rules.freeMessages(site, member), member.id, FOREVER))) {
    return { cost: 0, credits: await balanceOf(tx, member.id) };
  }
  const cost = priceOf(site, member, content);
  if (cost <= 0) return { cost: 0, credits: await balanceOf(tx, member.id) };
  return { cost, credits: await spend(cost, REASONS[content.kind]) };
}

/**
 * Refuses (credits_insufficient) content the member could not pay now, charging nothing: a held send is paid when it
 * is delivered (decision 040). The balance.
 */
export async function assertCanPay(tx: Db, site: SiteRow, member: Payer, content: Priced): Promise<number> {
  const credits = await balanceOf(tx, member.id);
  const freeMessages = rules.freeMessages(site, member);
  const free =
    isMessage(content) && freeMessages.limit > 0 && (await quotaLeft(tx, freeMessages, member.id, FOREVER)) > 0;
  if (!free && credits < priceOf(site, member, content)) throw creditsInsufficient();
  return credits;
}
