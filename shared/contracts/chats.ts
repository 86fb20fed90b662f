import { z } from 'zod';
import { text } from './common.ts';
import { memberCard } from './members.ts';

/** The gifts a site can offer (its catalogue picks from these): name `gifts.<key>`, picture `/gifts/<key>.svg`. */
export const GIFT_KEYS = ['rose', 'heart', 'chocolates', 'teddy', 'champagne', 'diamond'] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

/** The icebreaker modal's opener lines: text `icebreakers.<key>`; one costs what a message costs. */
export const ICEBREAKER_KEYS = ['smile', 'coffee', 'weekend', 'travel', 'music', 'profile'] as const;
export type IcebreakerKey = (typeof ICEBREAKER_KEYS)[number];

export const MESSAGE_KINDS = ['text', 'photo', 'gift', 'icebreaker'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Longest text any site allows; a site's own `message_length` is checked by the server ('validation.too_long'). */
export const MESSAGE_LENGTH_CAP = 5000;

/** Messages a page of a conversation holds; older ones load upward with `before`. */
export const MESSAGES_PAGE_SIZE = 30;

/** Free members write in at most this many conversations (SPEC §6, the activation text). */
export const FREE_CONVERSATIONS = 2;

/**
 * A message as its reader sees it: `mine` when the reader sent it; `held` for one's own message that is not delivered
 * while one's email is unconfirmed (SPEC §4). Text is plain: the app shows it escaped, links not clickable. A photo's
 * paths are signed and expire; only the two members of the conversation get them.
 */
export const chatMessage = z.object({
  id: text(),
  /** The sender's own id for it (POST's `client_id`), so a tab recognises the message it sent; null without one. */
  client_id: text().nullable(),
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text of a text or icebreaker message; '' for a photo or a gift. */
  text: text(),
  photo: z.object({ thumb: text(), full: text() }).nullable(),
  gift: z.object({ key: z.enum(GIFT_KEYS) }).nullable(),
  created_at: text(),
  held: z.boolean(),
  /**
   * A received message that showed scam or contact-detail patterns among its sender's first ones (phone, e-mail, link,
   * money, crypto, gift cards; decision 038): the app shows a safety tip beside it. Always false for one's own.
   */
  safety_tip: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The last message of a conversation in the list: a preview. */
export const lastMessage = chatMessage.pick({ kind: true, text: true, mine: true, created_at: true });

/** A conversation in the list (SPEC §3 "Chat entry"), newest first. */
export const chatEntry = z.object({
  conversation: z.object({ id: text() }),
  profile: memberCard,
  num_unread_messages: z.number().int(),
  last_message: lastMessage.nullable(),
});
export type ChatEntry = z.infer<typeof chatEntry>;

/** GET /api/chats.php (SPEC §7): the member's conversations with members they may see. */
export const chatsResponse = z.object({ chats: z.array(chatEntry) });
export type ChatsResponse = z.infer<typeof chatsResponse>;

/** Matches a member is offered to start a conversation with, at most. */
export const CHAT_STARTERS_LIMIT = 20;

/** A match with whom the member has no conversation yet: a round photo and a name above the list. */
export const chatStarter = memberCard.pick({ id: true, name: true, age: true, photo: true });
export type ChatStarter = z.infer<typeof chatStarter>;

/** GET /api/chat-starters.php: the member's matches without a conversation, newest match first. */
export const chatStartersResponse = z.object({ starters: z.array(chatStarter) });
export type ChatStartersResponse = z.infer<typeof chatStartersResponse>;

const conversationRef = z.object({ id: z.uuid() });

/** DELETE /api/chat.php (SPEC §7): removes a conversation from the member's list, or all with one profile. */
export const deleteChatBody = z.union([
  z.object({ conversation: conversationRef }),
  z.object({ profile: z.object({ id: z.uuid() }) }),
]);

/** PUT /api/chat.php: the member opened the conversation; its unread count becomes 0 (SPEC §4). */
export const readChatBody = z.object({ conversation: conversationRef });

/** GET /api/chat.php: a conversation by its id, or the member's conversation with a profile (none yet: null). */
export const chatQuery = z
  .object({
    id: z.uuid().optional(),
    profile_id: z.uuid().optional(),
    /** A message id: the page of messages before it (loading older history). */
    before: z.uuid().optional(),
  })
  .refine((q) => (q.id === undefined) !== (q.profile_id === undefined), 'validation.invalid');

/** What sending costs this member, in credits; `free_messages` they may still send for nothing. */
export const chatCosts = z.object({
  message: z.number().int(),
  photo: z.number().int(),
  free_messages: z.number().int(),
});
export type ChatCosts = z.infer<typeof chatCosts>;

export const chatResponse = z.object({
  conversation: z.object({ id: text() }).nullable(),
  profile: memberCard,
  /** The member blocked this profile: history stays readable, nothing can be sent. */
  blocked: z.boolean(),
  /** When the other member last read it, if both show read receipts (decision 034); else null. */
  read_up_to: text().nullable(),
  /** Oldest first; `more` when older messages exist. */
  messages: z.array(chatMessage),
  more: z.boolean(),
  costs: chatCosts,
  /** The site's message_length. */
  max_length: z.number().int(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

const sendBase = {
  profile_id: z.uuid(),
  /** A fresh uuid per message the member sends: a repeated send with the same id is stored and charged once. */
  client_id: z.uuid().optional(),
};

/** POST /api/message.php: a text, a gift from the site's catalogue, or an icebreaker line; exactly one. */
export const sendMessageBody = z
  .object({
    ...sendBase,
    text: text().trim().min(1).max(MESSAGE_LENGTH_CAP).optional(),
    gift_id: z.uuid().optional(),
    icebreaker: z.enum(ICEBREAKER_KEYS).optional(),
  })
  .refine(
    (b) => [b.text, b.gift_id, b.icebreaker].filter((v) => v !== undefined).length === 1,
    'validation.message_content',
  );
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** POST /api/message-photo.php?profile_id=&client_id=: a photo message (multipart field `photo`). */
export const sendPhotoQuery = z.object(sendBase);

/** What a send answers: the stored message and the credits left. */
export const sendMessageResponse = z.object({
  message: chatMessage,
  conversation: z.object({ id: text() }),
  credits: z.number().int(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** GET /api/gifts.php: the site's gift catalogue, with each gift's price in credits. */
export const giftsResponse = z.object({
  gifts: z.array(z.object({ id: text(), key: z.enum(GIFT_KEYS), credits: z.number().int() })),
});
export type Gift = z.infer<typeof giftsResponse>['gifts'][number];
