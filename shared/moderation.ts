/** Why a moderator rejects a photo: the member is told the reason in their language (`photo_rejection_reasons.*`). */
export const PHOTO_REJECTION_REASONS = [
  'nudity',
  'not_a_person',
  'not_the_member',
  'face_not_visible',
  'copyrighted',
  'low_quality',
  'contact_details',
  'other',
] as const;
export type PhotoRejectionReason = (typeof PHOTO_REJECTION_REASONS)[number];

/** What staff may do about a member's standing; all but `lift` leave a strike on the member's record. */
export const STANDING_ACTIONS = ['warn', 'suspend', 'ban', 'lift'] as const;
export type StandingAction = (typeof STANDING_ACTIONS)[number];

/** How a complaint is closed: dismissed, or one of the standing actions that leave a strike. */
export const COMPLAINT_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/** A suspension's length in days. */
export const SUSPENSION_MIN_DAYS = 1;
export const SUSPENSION_MAX_DAYS = 365;

/**
 * A reporter whose complaints staff dismissed at least `dismissals` times in the last `days` days, and upheld none of
 * them in that time, is flagged in the complaints queue as a possible false reporter; their complaints come last
 * (decision 037).
 */
export const FALSE_REPORTER = { dismissals: 3, days: 90 } as const;
