import { z } from 'zod';
import { dateOfBirth } from './accounts.ts';
import { MESSAGE_LENGTH_CAP, chatMessage } from './chats.ts';
import { text } from './common.ts';
import { memberCard } from './members.ts';
import { ownProfileFields } from './profile.ts';

/**
 * The console's fictional profiles (made and edited by staff, with the same fields members fill in) and the
 * operators' inbox: members' conversations with them, answered as the profile by one operator at a time.
 */

/** What staff fill in for a fictional profile: a member's profile fields and a date of birth. */
export const fictionalProfileFields = ownProfileFields.extend({ date_of_birth: dateOfBirth });
export type FictionalProfileFields = z.infer<typeof fictionalProfileFields>;

/** POST /api/admin/fictional.php: a new fictional profile on a site. */
export const fictionalCreateBody = fictionalProfileFields.extend({ site_id: z.uuid() });
/** PUT /api/admin/fictional.php: a fictional profile's fields, all of them. */
export const fictionalEditBody = fictionalProfileFields.extend({ id: z.uuid() });

/** The site whose profiles to list: the first site when none is named. */
export const fictionalListQuery = z.object({ site_id: z.uuid().optional() });
export const fictionalIdQuery = z.object({ id: z.uuid() });

/** A fictional profile's photo as the console lists it. */
const fictionalPhoto = z.object({ id: text(), thumb: text(), main: z.boolean() });

/** One fictional profile as the console edits it: its fields, its site and its photos. */
export const fictionalProfile = fictionalProfileFields.extend({
  id: text(),
  site_id: text(),
  country: text(),
  age: z.number().int(),
  photos: z.array(fictionalPhoto),
});
export type FictionalProfile = z.infer<typeof fictionalProfile>;

/** GET /api/admin/fictional.php?site_id=: the sites to choose from, the one listed, and its fictional profiles. */
export const fictionalListResponse = z.object({
  sites: z.array(z.object({ id: text(), name: text() })),
  site_id: text().nullable(),
  profiles: z.array(memberCard),
});

/** Who holds a conversation now (until when); `mine` when it is the asking operator. */
export const claimState = z.object({ staff_name: text(), mine: z.boolean(), until: text() }).nullable();
export type ClaimState = z.infer<typeof claimState>;

/** The member an operator answers: their card, credits and plan. */
export const memberSummary = memberCard.extend({ credits: z.number().int(), premium: z.boolean() });
export type MemberSummary = z.infer<typeof memberSummary>;

/** One conversation of the inbox: the fictional profile, the member, its last message and who holds it. */
export const inboxEntry = z.object({
  conversation_id: text(),
  profile: memberCard,
  member: memberSummary,
  num_unread_messages: z.number().int(),
  last_message_at: text(),
  claim: claimState,
});
export type InboxEntry = z.infer<typeof inboxEntry>;

/** GET /api/admin/inbox.php: members' conversations with fictional profiles, the latest message first. */
export const inboxResponse = z.object({ conversations: z.array(inboxEntry) });

export const conversationQuery = z.object({ conversation_id: z.uuid(), before: z.uuid().optional() });

/** A message of the conversation as the operator reads it: `mine` when the fictional profile sent it. */
export const inboxMessage = chatMessage.pick({ id: true, mine: true, kind: true, text: true, created_at: true });

/** GET /api/admin/inbox-conversation.php: the conversation, a page of its history (oldest first) and its claim. */
export const inboxConversationResponse = inboxEntry.extend({
  messages: z.array(inboxMessage),
  more: z.boolean(),
});
export type InboxConversation = z.infer<typeof inboxConversationResponse>;

export const conversationBody = z.object({ conversation_id: z.uuid() });
/** What a claim answers: the conversation's claim now. */
export const claimResponse = z.object({ claim: claimState });

/** POST /api/admin/message.php: the operator answers in a conversation as its fictional profile (no credits). */
export const answerBody = conversationBody.extend({ text: text().trim().min(1).max(MESSAGE_LENGTH_CAP) });
export const answerResponse = z.object({ message: chatMessage });

/** What the console's live socket (/api/admin/live) pushes to operators. */
export type OperatorLiveMessage =
  | { type: 'hello' }
  | { type: 'inbox.message'; conversation_id: string }
  | { type: 'inbox.claim'; conversation_id: string; staff_name: string | null; staff_id: string | null };
