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
