import { defineEndpoint } from '../endpoint.ts';

/** The conversations of fictional profiles waiting for an answer, oldest first. */
export const listChatsWaitingForStaff = defineEndpoint({
  method: 'GET',
  path: '/api/admin/chats.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ chats }) => ({ response: chats.staffChatsResponse }),
});

/** Answers as a fictional profile (no credits). */
export const sendAsFictional = defineEndpoint({
  method: 'POST',
  path: '/api/admin/message.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ chats }) => ({ body: chats.staffMessageBody, response: chats.chatMessage }),
});
