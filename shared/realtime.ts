import type { ChatMessage } from './contracts/chats.ts';
import type { PhotoRejectionReason } from './moderation.ts';

/**
 * The domain events of the app: what happened, published once its transaction has committed (server/events/). The
 * server's caches, notifications and the WebSocket hub (server/realtime/) subscribe.
 */
export type DomainEvent =
  /** A member uploaded a profile photo: `inReview` when staff must look at it before others see it. */
  | { type: 'photo.uploaded'; memberId: string; photoId: string; inReview: boolean }
  /** A member deleted one of their photos. */
  | { type: 'photo.removed'; memberId: string; photoId: string }
  /** Staff turned a member's photo down, for a reason (older events may carry none). */
  | { type: 'photo.rejected'; memberId: string; photoId: string; reason?: PhotoRejectionReason }
  /**
   * Something the user answer or a member card is made of changed; without a member: any may have (a gap).
   * `sessionEnded` when it was one of the member's sessions that ended (a logout, a password change, a deletion).
   */
  | { type: 'member.changed'; memberId?: string; sessionEnded?: true }
  /**
   * `likerId` liked `likedId`, who does not like them back (a like that makes a match raises match.created instead).
   * `quiet`: told on the page and live but with no push or mail (a like released in bulk when its liker confirmed).
   */
  | { type: 'like.created'; likerId: string; likedId: string; quiet?: true }
  /** `likerId` no longer likes `likedId`. */
  | { type: 'like.removed'; likerId: string; likedId: string }
  /** Two members like each other; `memberIds[0]` liked last. `quiet` as for like.created. */
  | { type: 'match.created'; memberIds: [string, string]; quiet?: true }
  /** A row was added to the member's notifications page; `quiet`: no push or mail about it. */
  | {
      type: 'notification.created';
      memberId: string;
      notificationId: string;
      kind: string;
      actorId?: string;
      quiet?: true;
    }
  /**
   * A message reached `recipientId` (sent now, or released when its unconfirmed sender confirmed): `message` as the
   * sender sees it (`mine` true); the hub turns it round for the recipient. `flagged`: it showed scam or
   * contact-detail patterns (decision 038), so the recipient sees it with a safety tip.
   */
  | {
      type: 'message.created';
      conversationId: string;
      senderId: string;
      recipientId: string;
      message: ChatMessage;
      flagged?: true;
    }
  /**
   * `memberId` opened the conversation: its unread count is 0. `receipt` when both members show read receipts: the
   * other member (`otherId`) is told they were read up to `readAt`.
   */
  | {
      type: 'conversation.read';
      conversationId: string;
      memberId: string;
      receipt?: { otherId: string; readAt: string };
    }
  /**
   * `senderId` is typing in the conversation to `recipientId` (their tab said so; the chats module checked it). No
   * change: published straight on the bus, never stored, a passing signal only the recipient's tabs show.
   */
  | { type: 'conversation.typing'; conversationId: string; senderId: string; recipientId: string }
  /**
   * `memberId`, newly confirmed, fits `ownerId`'s saved search `savedSearchId` (with its `filters`) on the site
   * `siteId` (told once a day per search at most).
   */
  | {
      type: 'saved_search.fitted';
      ownerId: string;
      savedSearchId: string;
      filters: Record<string, string>;
      siteId: string;
      memberId: string;
    }
  /** A member whose email was not confirmed confirmed it (their held messages are released in that transaction). */
  | { type: 'member.confirmed'; memberId: string }
  /** A member started a purchase of `credits`: the payment is open at the provider until it reports it. */
  | { type: 'payment.started'; memberId: string; paymentId: string; credits: number }
  /** The provider confirmed a purchase: its `credits` granted (debt paid first) and the member premium. */
  | { type: 'payment.completed'; memberId: string; paymentId: string; credits: number }
  /** A refund or chargeback of a purchase was booked: `creditsTaken` from the balance, `debt` owed beyond it. */
  | { type: 'payment.reversed'; memberId: string; paymentId: string; creditsTaken: number; debt: number }
  /** The member's credit balance is now `balance` (a purchase, a reversal, a message or gift paid, signup credits). */
  | { type: 'credits.changed'; memberId: string; balance: number }
  /** A visitor signed up on `siteId` (unconfirmed until the activation link is used). */
  | { type: 'member.signed_up'; memberId: string; siteId: string }
  /** The member set a new password: `reset` from a mailed link, `change` with the old one. */
  | { type: 'password.changed'; memberId: string; how: 'reset' | 'change' }
  /** The member changed settings: the names of those they sent, `email` once a new address is confirmed. */
  | { type: 'settings.changed'; memberId: string; settings: string[] }
  /** The member deleted their account (reactivation possible during the grace period). */
  | { type: 'account.deleted'; memberId: string }
  /** A deleted account came back through its reactivation link. */
  | { type: 'account.reactivated'; memberId: string }
  /** A member invited someone by mail (mailed only to an address without an account). */
  | { type: 'invitation.sent'; inviterId: string }
  /** A member reported another; staff handle it. */
  | { type: 'complaint.filed'; complaintId: string; reporterId: string; reportedId: string }
  /** An operator took (`staff` set) or released (null) a conversation of a fictional profile. */
  | {
      type: 'conversation.claimed';
      conversationId: string;
      staff: { id: string; name: string } | null;
      until: string | null;
    };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * What the WebSocket hub sends a member's open tabs (one JSON object per frame): the events that concern them, told
 * from their side. `profile_id` is the other member. The web app updates its query cache on each, and refetches all
 * of it after a reconnect (`hello`), so a dropped socket misses nothing.
 */
export type RealtimeMessage =
  | { type: 'hello' }
  | { type: 'like.created'; profile_id: string }
  | { type: 'like.removed'; profile_id: string }
  | { type: 'match.created'; profile_id: string }
  | { type: 'notification.created'; kind: string }
  | { type: 'message.created'; conversation_id: string; profile_id: string; message: ChatMessage }
  | { type: 'conversation.read'; conversation_id: string }
  | { type: 'typing'; conversation_id: string; profile_id: string }
  | { type: 'conversation.seen'; conversation_id: string; profile_id: string; read_up_to: string }
  | { type: 'credits.changed'; credits: number };

/** The path of the WebSocket. */
export const REALTIME_PATH = '/api/live';

/**
 * All a tab says over its socket: its page went out of view, or came back. A socket starts in view; the server counts
 * a member with a tab in view as present (no pushes or mails about what they see arrive meanwhile).
 */
export const VISIBILITY_FRAMES = { hidden: 'hidden', visible: 'visible' } as const;

/** A tab also says its member is typing in a conversation: this word, then the conversation's id. */
export const TYPING_FRAME_PREFIX = 'typing:';
export const typingFrame = (conversationId: string) => `${TYPING_FRAME_PREFIX}${conversationId}`;

/**
 * A tab says "typing" at most this often while its member types; the server relays at most one per member and
 * conversation in a little less (a late timer must not lose a frame); the recipient shows it this long after the last.
 */
export const TYPING_FRAME_EVERY_MS = 3_000;
export const TYPING_RELAY_MIN_MS = 2_500;
export const TYPING_SHOWN_MS = 5_000;
