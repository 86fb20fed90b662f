/**
 * Spam waves (issue 40; docs/decisions/040-contact-checks.md): a new member's first contacts (a message opening a
 * conversation the other member has not written in, a like that answers none) are checked against the site's limits.
 * Too many too fast are slowed, then held for moderation: stored, told to the sender, delivered (and charged) in order
 * when staff approve.
 */

/** Why a member's first contacts are held: their address signed up many accounts, the site is in a wave, or a burst. */
export const HOLD_REASONS = ['address', 'wave', 'burst'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** A hold in the moderation queue: open until staff approve (delivered) or reject (discarded). */
export const HOLD_STATUSES = ['open', 'approved', 'rejected'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** A site's limits (the sites editor sets them). */
export interface ContactCheckLimits {
  /** A member is new, and checked, for this many hours after signing up; 0: no checks on this site. */
  new_member_hours: number;
  /** New members making first contacts in one minute on the whole site before every further one is held (a wave). */
  new_members_per_minute: number;
  /** Accounts signed up from one address (IPv4, or IPv6 /64) within a day before their first contacts are held. */
  accounts_per_address: number;
  /** First messages one new member sends in BURST_MINUTES before the next are held. */
  first_messages_per_sender: number;
  /** Likes one new member gives in BURST_MINUTES before the next are held. */
  likes_per_sender: number;
}

export const DEFAULT_CONTACT_CHECK_LIMITS: ContactCheckLimits = {
  new_member_hours: 48,
  new_members_per_minute: 4,
  accounts_per_address: 3,
  first_messages_per_sender: 4,
  likes_per_sender: 25,
};

/** The window of a sender's burst. */
export const BURST_MINUTES = 10;

/** A new member waits this long between two first messages (slowed: 429 contact_slow_down), until the burst holds. */
export const FIRST_MESSAGE_SPACING_SECONDS = 30;

/** A wave is this much above the site's usual number of new members making first contacts a minute (last 7 days). */
export const WAVE_FACTOR = 3;
