import { defineEndpoint, defineUpload } from '../endpoint.ts';

/** The member's conversations with members they may see, newest first (SPEC §7). */
export const listChats = defineEndpoint({
  method: 'GET',
  path: '/api/chats.php',
  auth: 'member',
  schemas: ({ chats }) => ({ response: chats.chatsResponse }),
});

/** The member's matches with whom they have no conversation yet, newest match first: conversation starters. */
export const listChatStarters = defineEndpoint({
  method: 'GET',
  path: '/api/chat-starters.php',
  auth: 'member',
  schemas: ({ chats }) => ({ response: chats.chatStartersResponse }),
});

/** A conversation by its id, or the member's conversation with a profile (none yet: null). */
export const getChat = defineEndpoint({
  method: 'GET',
  path: '/api/chat.php',
  auth: 'member',
  schemas: ({ chats }) => ({ query: chats.chatQuery, response: chats.chatResponse }),
});

/** The member opened the conversation: its unread count becomes 0 (SPEC §4). */
export const readChat = defineEndpoint({
  method: 'PUT',
  path: '/api/chat.php',
  auth: 'member',
  schemas: ({ chats, auth }) => ({ body: chats.readChatBody, response: auth.okResponse }),
});

/** Removes a conversation from the member's list, or every one with a profile (SPEC §7). */
export const removeChat = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  auth: 'member',
  schemas: ({ chats, auth }) => ({ body: chats.deleteChatBody, response: auth.okResponse }),
});

/** Sends a text, a gift or an icebreaker to a profile (SPEC §4): it costs credits. */
export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/message.php',
  auth: 'member',
  schemas: ({ chats }) => ({ body: chats.sendMessageBody, response: chats.sendMessageResponse }),
});

/** Sends a photo to a profile: the file is the body, the profile and client id the query. */
export const sendPhotoMessage = defineUpload({
  method: 'POST',
  path: '/api/message-photo.php',
  auth: 'member',
  schemas: ({ chats }) => ({ query: chats.sendPhotoQuery, response: chats.sendMessageResponse }),
});

/** The gifts the site offers. */
export const listGifts = defineEndpoint({
  method: 'GET',
  path: '/api/gifts.php',
  auth: 'member',
  schemas: ({ chats }) => ({ response: chats.giftsResponse }),
});
