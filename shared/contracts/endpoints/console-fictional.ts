import { defineEndpoint, defineUpload } from '../endpoint.ts';

/** A site's fictional profiles, by name. */
export const listFictional = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fictional.php',
  auth: 'staff',
  can: 'fictional.manage',
  schemas: ({ fictional }) => ({ query: fictional.fictionalListQuery, response: fictional.fictionalListResponse }),
});

/** One fictional profile with its fields and photos, to edit. */
export const readFictional = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fictional-profile.php',
  auth: 'staff',
  can: 'fictional.manage',
  schemas: ({ fictional }) => ({ query: fictional.fictionalIdQuery, response: fictional.fictionalProfile }),
});

/** A new fictional profile on a site: no login, confirmed, shown at once. */
export const createFictional = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fictional.php',
  auth: 'staff',
  can: 'fictional.manage',
  schemas: ({ fictional }) => ({ body: fictional.fictionalCreateBody, response: fictional.fictionalProfile }),
});

/** Saves a fictional profile's fields. */
export const editFictional = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/fictional.php',
  auth: 'staff',
  can: 'fictional.manage',
  schemas: ({ fictional }) => ({ body: fictional.fictionalEditBody, response: fictional.fictionalProfile }),
});

/** A photo of a fictional profile (multipart field `photo`), through the members' pipeline, active at once. */
export const uploadFictionalPhoto = defineUpload({
  method: 'POST',
  path: '/api/admin/fictional-photo.php',
  auth: 'staff',
  can: 'fictional.manage',
  schemas: ({ fictional }) => ({ query: fictional.fictionalIdQuery, response: fictional.fictionalProfile }),
});

/** Members' conversations with fictional profiles, the latest message first. */
export const listInbox = defineEndpoint({
  method: 'GET',
  path: '/api/admin/inbox.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ fictional }) => ({ response: fictional.inboxResponse }),
});

/** One conversation of the inbox: a page of its history, the member and who holds it. */
export const readInboxConversation = defineEndpoint({
  method: 'GET',
  path: '/api/admin/inbox-conversation.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ fictional }) => ({ query: fictional.conversationQuery, response: fictional.inboxConversationResponse }),
});

/** Takes (or renews) the conversation for the operator; 409 while another operator holds it. */
export const claimConversation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox-claim.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ fictional }) => ({ body: fictional.conversationBody, response: fictional.claimResponse }),
});

/** Lets go of the operator's claim on a conversation. */
export const releaseConversation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/inbox-release.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ fictional }) => ({ body: fictional.conversationBody, response: fictional.claimResponse }),
});

/** Answers in a conversation as its fictional profile (no credits); needs the operator's claim. */
export const answerAsFictional = defineEndpoint({
  method: 'POST',
  path: '/api/admin/message.php',
  auth: 'staff',
  can: 'fictional.answer',
  schemas: ({ fictional }) => ({ body: fictional.answerBody, response: fictional.answerResponse }),
});
