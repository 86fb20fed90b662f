import { defineEndpoint } from '../endpoint.ts';

/** The photos waiting for review. */
export const listPhotosInReview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/photos.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ staff }) => ({ response: staff.photosInReviewResponse }),
});

/** Approves or rejects a photo in review. */
export const reviewPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/admin/photo-review.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ staff, auth }) => ({ body: staff.photoReviewBody, response: auth.okResponse }),
});

/** The complaints, open or handled. */
export const listComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/admin/complaints.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ staff }) => ({ query: staff.complaintsQuery, response: staff.complaintsResponse }),
});

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

/** Refunds a completed payment within the site's refund_days. */
export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/refund.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ payments }) => ({ body: payments.refundBody, response: payments.refundResponse }),
});

/** No more direct debits from this IBAN or phone. */
export const blockDirectDebit = defineEndpoint({
  method: 'POST',
  path: '/api/admin/directdebit-block.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ directDebit, auth }) => ({ body: directDebit.directDebitBlockBody, response: auth.okResponse }),
});

/** Lifts a block, such as the one a chargeback sets on its mandate's IBAN and phone. */
export const unblockDirectDebit = defineEndpoint({
  method: 'POST',
  path: '/api/admin/directdebit-unblock.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ directDebit, auth }) => ({ body: directDebit.directDebitBlockBody, response: auth.okResponse }),
});
