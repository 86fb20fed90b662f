import { z } from 'zod';
import {
  COMPLAINT_ACTIONS,
  PHOTO_REJECTION_REASONS,
  STANDING_ACTIONS,
  SUSPENSION_MAX_DAYS,
  SUSPENSION_MIN_DAYS,
} from '../moderation.ts';
import { FLAG_KINDS, FLAG_STATUSES } from '../message-flags.ts';
import { HOLD_REASONS, HOLD_STATUSES } from '../contact-checks.ts';
import { COMPLAINT_REASONS } from './complaints.ts';
import { text } from './common.ts';

/** A member as a moderator sees them beside a photo or a complaint. */
export const moderatedMember = z.object({
  id: text(),
  name: text(),
  age: z.number().int(),
  site: text(),
  status: text(),
  /** Suspended until (ISO), if so. */
  suspended_until: text().nullable(),
  banned: z.boolean(),
  strikes: z.number().int(),
});
export type ModeratedMember = z.infer<typeof moderatedMember>;

/** GET /api/admin/photos.php: the photos in review, oldest first, with their owner. */
export const photosInReviewResponse = z.object({
  photos: z.array(
    z.object({
      id: text(),
      member_id: text(),
      visibility: z.enum(['public', 'private']),
      thumb: text(),
      full: text(),
      created_at: text(),
      owner: moderatedMember,
    }),
  ),
});
export type PhotosInReviewResponse = z.infer<typeof photosInReviewResponse>;

/** POST /api/admin/photo-review.php: approve, or reject with a reason (required then). */
export const photoReviewBody = z
  .object({
    id: z.uuid(),
    decision: z.enum(['approve', 'reject']),
    reason: z.enum(PHOTO_REJECTION_REASONS).optional(),
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
    path: ['reason'],
    message: 'validation.required',
  });

/**
 * GET /api/admin/rejected-photos.php?member_id=: what is remembered of the member's rejected photos, so that they are
 * refused when uploaded again (decision 036), newest first. Each hash as 16 hexadecimal digits, the photo's own first.
 */
export const rememberedRejectionsQuery = z.object({ member_id: z.uuid() });
export const rememberedRejectionsResponse = z.object({
  rejections: z.array(
    z.object({
      id: text(),
      photo_id: text(),
      thumb: text(),
      reason: text(),
      hashes: z.array(text()),
      created_at: text(),
    }),
  ),
});
export type RememberedRejection = z.infer<typeof rememberedRejectionsResponse>['rejections'][number];

/** POST /api/admin/rejected-photo-forget.php: forgets one of them (a mistaken rejection); the photo may come again. */
export const forgetRejectionBody = z.object({ member_id: z.uuid(), rejection_id: z.uuid() });

const days = z.number().int().min(SUSPENSION_MIN_DAYS).max(SUSPENSION_MAX_DAYS);
const reason = text().trim().min(1).max(1000);

/**
 * GET /api/admin/complaints.php?status=: the open complaints, those about members reported by more members first,
 * then the oldest, a possible false reporter's last; handled ones newest first.
 */
export const complaintsQuery = z.object({ status: z.enum(['open', 'handled']).default('open') });

/**
 * A complaint in the queue, with the reported member, their photos, the reported message and the reporter: how many
 * members have an open complaint about the reported member, and whether the reporter may be a false reporter
 * (FALSE_REPORTER).
 */
export const queuedComplaint = z.object({
  id: text(),
  reason: z.enum(COMPLAINT_REASONS),
  details: text(),
  status: z.enum(['open', 'handled']),
  created_at: text(),
  reporter: z.object({ id: text(), name: text(), possibly_false: z.boolean() }),
  reported: moderatedMember,
  /** Distinct members with an open complaint about the reported member (this one's reporter among them if open). */
  reporters: z.number().int(),
  photos: z.array(z.object({ id: text(), status: text(), thumb: text(), full: text() })),
  /** Only the message the complaint names, if any (and while it exists). */
  messages: z.array(z.object({ id: text(), kind: text(), body: text(), sender_id: text(), created_at: text() })),
});
export type QueuedComplaint = z.infer<typeof queuedComplaint>;
export const complaintsResponse = z.object({ complaints: z.array(queuedComplaint) });
export type ComplaintsResponse = z.infer<typeof complaintsResponse>;

/** POST /api/admin/complaint-handle.php: closes a complaint; all but dismiss leave a strike with the reason. */
export const complaintHandleBody = z
  .object({
    id: z.uuid(),
    action: z.enum(COMPLAINT_ACTIONS),
    reason: reason.optional(),
    days: days.optional(),
  })
  .refine((body) => body.action === 'dismiss' || body.reason !== undefined, {
    path: ['reason'],
    message: 'validation.required',
  })
  .refine((body) => body.action !== 'suspend' || body.days !== undefined, {
    path: ['days'],
    message: 'validation.required',
  });
export type ComplaintHandleBody = z.infer<typeof complaintHandleBody>;

/** POST /api/admin/member-standing.php: warn, suspend (days), ban or lift, on a member directly. */
export const memberStandingBody = z
  .object({
    member_id: z.uuid(),
    action: z.enum(STANDING_ACTIONS),
    reason,
    days: days.optional(),
  })
  .refine((body) => body.action !== 'suspend' || body.days !== undefined, {
    path: ['days'],
    message: 'validation.required',
  });
export type MemberStandingBody = z.infer<typeof memberStandingBody>;

/** GET /api/admin/member-strikes.php?member_id=: the member's record, newest first. */
export const memberStrikesQuery = z.object({ member_id: z.uuid() });
export const memberStrikesResponse = z.object({
  strikes: z.array(
    z.object({
      id: text(),
      kind: z.enum(['warn', 'suspend', 'ban']),
      reason: text(),
      complaint_id: text().nullable(),
      until: text().nullable(),
      seen_at: text().nullable(),
      created_at: text(),
    }),
  ),
});
export type MemberStrikesResponse = z.infer<typeof memberStrikesResponse>;

/** GET /api/warnings.php: the warnings a member has not yet acknowledged, oldest first. */
export const warningsResponse = z.object({
  warnings: z.array(z.object({ id: text(), reason: text(), created_at: text() })),
});
export type WarningsResponse = z.infer<typeof warningsResponse>;
/** POST /api/warnings.php: the member has read this warning. */
export const warningSeenBody = z.object({ id: z.uuid() });

/** GET /api/admin/flagged-messages.php?status=: messages flagged for scam or contact-detail patterns (decision 038). */
export const flaggedMessagesQuery = z.object({ status: z.enum(FLAG_STATUSES).default('open') });

/** A flagged message in the queue: what was found, the text, its sender (how long a member) and its recipient. */
export const flaggedMessage = z.object({
  /** The message's id. */
  id: text(),
  kinds: z.array(z.enum(FLAG_KINDS)),
  text: text(),
  status: z.enum(FLAG_STATUSES),
  created_at: text(),
  sender: moderatedMember.extend({
    fictional: z.boolean(),
    /** Whole days since the sender signed up, on the day the message was sent. */
    account_age_days: z.number().int(),
  }),
  recipient: z.object({ id: text(), name: text(), fictional: z.boolean() }),
});
export type FlaggedMessage = z.infer<typeof flaggedMessage>;
export const flaggedMessagesResponse = z.object({ flags: z.array(flaggedMessage) });
export type FlaggedMessagesResponse = z.infer<typeof flaggedMessagesResponse>;

/** POST /api/admin/flagged-message-dismiss.php: nothing to act on; the flag leaves the open queue. */
export const flagDismissBody = z.object({ id: z.uuid() });

/** GET /api/admin/held-contacts.php?status=: new members whose first contacts wait for a check (decision 040). */
export const heldContactsQuery = z.object({ status: z.enum(HOLD_STATUSES).default('open') });

/** A held member in the queue: why, how new, where from, and what waits. */
export const heldContact = z.object({
  member: moderatedMember.extend({ email: text() }),
  reason: z.enum(HOLD_REASONS),
  status: z.enum(HOLD_STATUSES),
  held_at: text(),
  /** When staff decided, if they did. */
  decided_at: text().nullable(),
  /** Whole hours between signing up and the hold. */
  account_age_hours: z.number().int(),
  /** The tracking the member signed up with (network and ref), if any. */
  signup_source: z.object({ network: text().nullable(), ref: text().nullable() }).nullable(),
  /** The address the member signed up from, and the accounts of this site signed up from it (and its /64) that day. */
  signup_ip: text().nullable(),
  accounts_same_ip: z.number().int(),
  accounts_same_prefix: z.number().int(),
  /** What waits: messages and likes, and the first few messages, oldest first. */
  held_messages: z.number().int(),
  held_likes: z.number().int(),
  first_messages: z.array(z.object({ to: text(), text: text(), created_at: text() })),
});
export type HeldContact = z.infer<typeof heldContact>;
export const heldContactsResponse = z.object({ holds: z.array(heldContact) });
export type HeldContactsResponse = z.infer<typeof heldContactsResponse>;

/**
 * POST /api/admin/held-contact-decide.php: approve (the held messages delivered and charged in order, the likes shown;
 * the member is not checked again) or reject (both discarded, uncharged; later first contacts stay held).
 */
export const heldContactDecideBody = z.object({ member_id: z.uuid(), decision: z.enum(['approve', 'reject']) });
/** What an approval did: messages delivered, messages dropped as the balance no longer paid for them, likes shown. */
export const heldContactDecideResponse = z.object({
  delivered_messages: z.number().int(),
  dropped_messages: z.number().int(),
  released_likes: z.number().int(),
});
export type HeldContactDecideResponse = z.infer<typeof heldContactDecideResponse>;
