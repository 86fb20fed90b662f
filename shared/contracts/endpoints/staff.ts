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
