import { z } from 'zod';
import type { PUSH_NOTIFICATION_KINDS } from '../../../shared/constants.ts';
import { siteUrl } from '../../lib/site-links.ts';

/**
 * Something a member away from the site hears of: a message, a like or a match, and the member it came from; the
 * payload of the push and mail jobs (away.jobs.ts).
 */
export const noticePayload = z.object({
  kind: z.enum(['message', 'like', 'match']),
  recipientId: z.string(),
  actorId: z.string(),
  /** The conversation of a message. */
  conversationId: z.string().optional(),
});
export type Notice = z.infer<typeof noticePayload>;

/** The preference (push and mail) that lets a notice of each kind through. */
export const NOTICE_PREFERENCE: Record<Notice['kind'], (typeof PUSH_NOTIFICATION_KINDS)[number]> = {
  message: 'messages',
  like: 'likes',
  match: 'matches',
};

/** Where a notice takes the member: the conversation, or the profile that liked them. */
export const noticePath = (notice: Notice) =>
  notice.kind === 'message' ? `/chats/${notice.conversationId}` : `/members/${notice.actorId}`;

export const noticeUrl = (site: { baseUrl: string }, notice: Notice) => siteUrl(site, noticePath(notice));

/**
 * What one notice replaces: the newer message of a conversation replaces the older one on the lock screen and at the
 * push service, and a like or match from the same member replaces its own.
 */
export const noticeTopic = (notice: Notice) =>
  notice.kind === 'message' ? `chat-${notice.conversationId}` : `${notice.kind}-${notice.actorId}`;
