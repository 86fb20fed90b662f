import { z } from 'zod';
import type { PUSH_NOTIFICATION_KINDS } from '../../../shared/constants.ts';
import { siteUrl } from '../../lib/site-links.ts';

/**
 * Something a member away from the site hears of: a message, a like or a match, and the member it came from, or a new
 * member who fits one of their saved searches; the payload of the push and mail jobs (away.jobs.ts).
 */
export const noticePayload = z.object({
  kind: z.enum(['message', 'like', 'match', 'saved_search']),
  recipientId: z.string(),
  actorId: z.string(),
  /** The conversation of a message. */
  conversationId: z.string().optional(),
  /** The saved search a new member fits, and its filters (the members page's query that opens it). */
  savedSearchId: z.string().optional(),
  filters: z.record(z.string(), z.string()).optional(),
});
export type Notice = z.infer<typeof noticePayload>;

type NoticePreference = (typeof PUSH_NOTIFICATION_KINDS)[number];

/** The preference (push and mail) that lets a notice of each kind through. */
const NOTICE_PREFERENCE: Record<Exclude<Notice['kind'], 'saved_search'>, NoticePreference> = {
  message: 'messages',
  like: 'likes',
  match: 'matches',
};

/**
 * Whether a member's preferences (push or mail) let a notice through: its kind's switch. A saved search's notice has
 * no switch of its own in the settings: the search's own notify switch, which its owner chose, asked for it; it goes
 * while any notice switch of that channel is on (a member who switched them all off hears of nothing).
 */
export const noticeWanted = (preferences: readonly string[], notice: Notice) =>
  notice.kind === 'saved_search'
    ? Object.values(NOTICE_PREFERENCE).some((kind) => preferences.includes(kind))
    : preferences.includes(NOTICE_PREFERENCE[notice.kind]);

/** Where a notice takes the member: the conversation, the profile that liked them, or the saved search it fits. */
export function noticePath(notice: Notice): string {
  if (notice.kind === 'message') return `/chats/${notice.conversationId}`;
  if (notice.kind === 'saved_search') return `/members?${new URLSearchParams(notice.filters)}`;
  return `/members/${notice.actorId}`;
}

/**
 * Where a notice's mail takes the member: where its push does, but the saved searches' mail (one a day for all of
 * them, decision 025) to the notifications page, which lists every new member who fit.
 */
export const noticeMailUrl = (site: { baseUrl: string }, notice: Notice) =>
  siteUrl(site, notice.kind === 'saved_search' ? '/notifications' : noticePath(notice));

/**
 * What one notice replaces: the newer message of a conversation replaces the older one on the lock screen and at the
 * push service, a like or match from the same member replaces its own, and a saved search's new member its last.
 */
export function noticeTopic(notice: Notice): string {
  if (notice.kind === 'message') return `chat-${notice.conversationId}`;
  if (notice.kind === 'saved_search') return `saved-search-${notice.savedSearchId}`;
  return `${notice.kind}-${notice.actorId}`;
}
