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

/** The outbox's jobs that ran out of tries, the latest to die first, a page at a time. */
export const listDeadJobs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dead-jobs.php',
  auth: 'staff',
  can: 'jobs.manage',
  schemas: ({ staff }) => ({ query: staff.deadJobsQuery, response: staff.deadJobsResponse }),
});

/** A dead job runs again now, with all its tries. */
export const retryJob = defineEndpoint({
  method: 'POST',
  path: '/api/admin/job-retry.php',
  auth: 'staff',
  can: 'jobs.manage',
  schemas: ({ staff, auth }) => ({ body: staff.jobRetryBody, response: auth.okResponse }),
});
