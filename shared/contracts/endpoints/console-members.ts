import { defineEndpoint } from '../endpoint.ts';

/** Finds members across all sites by id, email address, payment reference or the start of a name, newest first. */
export const findMembers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/members.php',
  auth: 'staff',
  can: 'members.read',
  schemas: ({ memberDesk }) => ({ query: memberDesk.memberSearchQuery, response: memberDesk.memberSearchResponse }),
});

/** A member's page: profile, photos, standing, payments, direct-debit mandates and the reported conversations. */
export const readMember = defineEndpoint({
  method: 'GET',
  path: '/api/admin/member.php',
  auth: 'staff',
  can: 'members.read',
  schemas: ({ memberDesk }) => ({ query: memberDesk.memberIdQuery, response: memberDesk.memberPageResponse }),
});

/** A member's credit ledger, newest first, a page at a time. */
export const readMemberLedger = defineEndpoint({
  method: 'GET',
  path: '/api/admin/member-ledger.php',
  auth: 'staff',
  can: 'members.read',
  schemas: ({ memberDesk }) => ({ query: memberDesk.memberLedgerQuery, response: memberDesk.memberLedgerResponse }),
});

/** Adds or takes credits through the ledger (reason `admin`), never below zero, the reason in the audit log. */
export const adjustMemberCredits = defineEndpoint({
  method: 'POST',
  path: '/api/admin/member-credits.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ memberDesk }) => ({ body: memberDesk.creditAdjustBody, response: memberDesk.creditAdjustResponse }),
});

/** What a refund of the payment would do now: whether it may, the amount, the credits that come back. */
export const previewRefund = defineEndpoint({
  method: 'GET',
  path: '/api/admin/refund-preview.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ memberDesk }) => ({ query: memberDesk.refundPreviewQuery, response: memberDesk.refundPreviewResponse }),
});

/** Refunds a completed payment within the site's refund_days. */
export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/refund.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ payments }) => ({ body: payments.refundBody, response: payments.refundResponse }),
});

/** A new activation mail for a member who has not confirmed their address. */
export const resendActivation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/member-activation.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ memberDesk, auth }) => ({ body: memberDesk.memberIdBody, response: auth.okResponse }),
});

/** Deletes the member as they would themselves: gone at once, erased after the grace period. */
export const deleteMember = defineEndpoint({
  method: 'POST',
  path: '/api/admin/member-delete.php',
  auth: 'staff',
  can: 'members.manage',
  schemas: ({ memberDesk, auth }) => ({ body: memberDesk.memberIdBody, response: auth.okResponse }),
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
