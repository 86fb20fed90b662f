import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, SWIPE_LIKES_PER_DAY } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { FREE_CONVERSATIONS } from '../../../shared/contracts/chats.ts';
import type { SiteRow } from '../sites/sites.service.ts';

/**
 * The plan rules (SPEC §4, §6, §9) in one place: what a free and a premium member may do and how much of it, and what
 * an account that has not confirmed its email address may do meanwhile, whatever its plan. The limits are counted
 * where they are spent (`takeQuota` in the spending transaction, a row lock for photos), to the numbers given here.
 * The photo limit has an SQL twin in plan.policy.sql.ts; plan.policy.test.ts asks every plan on one table.
 */

/** Free until the member's first completed purchase, premium from then on (SPEC §4). */
export type PlanName = 'free' | 'premium';

/** The limits a site sets per plan in its settings. */
export type PlanSite = Pick<SiteRow, 'freeMessages' | 'likeLimitFree' | 'likeLimitPremium' | 'swipeLikesPremium'>;

/** What a plan may do: its rights, and its limits (some of them the site's). */
export interface Plan {
  name: PlanName;
  /** Conversations the member may start, ever (SPEC §6); null: any number. */
  conversations: number | null;
  /** Texts and icebreakers the member may send without credits, ever. */
  freeMessages: (site: PlanSite) => number;
  /** Photos the member may have (SPEC §5). */
  photos: number;
  /** Whether the member sees other members' private photos (SPEC §6). */
  privatePhotos: boolean;
  /** Whether the member may send a photo in a chat. */
  photoMessages: boolean;
  /** Likes of the like button a day (the site's day). */
  likesPerDay: (site: PlanSite) => number;
  /** Likes of the swipe game a day (the site's day). */
  swipeLikesPerDay: (site: PlanSite) => number;
  /** Whether the welcome discounts are offered: the time bonus while it runs, then the welcome code (SPEC §4). */
  welcomeDiscounts: boolean;
}

export const PLANS: Record<PlanName, Plan> = {
  free: {
    name: 'free',
    conversations: FREE_CONVERSATIONS,
    freeMessages: (site) => site.freeMessages,
    photos: PHOTO_LIMIT_FREE,
    privatePhotos: false,
    photoMessages: false,
    likesPerDay: (site) => site.likeLimitFree,
    swipeLikesPerDay: () => SWIPE_LIKES_PER_DAY,
    welcomeDiscounts: true,
  },
  premium: {
    name: 'premium',
    conversations: null,
    freeMessages: () => 0,
    photos: PHOTO_LIMIT_PREMIUM,
    privatePhotos: true,
    photoMessages: true,
    likesPerDay: (site) => site.likeLimitPremium,
    swipeLikesPerDay: (site) => site.swipeLikesPremium,
    welcomeDiscounts: false,
  },
};

/** The member's plan (a visitor's is none: visitors do none of these things). */
export const planOf = (member: Pick<User, 'paid_user'>): Plan => PLANS[member.paid_user ? 'premium' : 'free'];

/**
 * Whether what the member sends is held until they confirm their email address, whatever their plan: their messages
 * are not received (SPEC §4), their likes neither shown nor told, and at most UNCONFIRMED_LIKES of them.
 */
export const heldUntilConfirmed = (member: Pick<User, 'status'>): boolean => member.status === 'not_confirmed';

/**
 * Likes (button and swipe game together) an account may give before it confirms its email address: enough to try
 * the site, too few to spam. Taking one back gives none back.
 */
export const UNCONFIRMED_LIKES = 10;
