import { defineEndpoint } from '../endpoint.ts';

/** The photos waiting for review, oldest first, with their owner. */
export const listPhotosInReview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/photos.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ moderation }) => ({ response: moderation.photosInReviewResponse }),
});

/** Approves a photo in review, or rejects it with a reason the member is told. */
export const reviewPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/admin/photo-review.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ moderation, auth }) => ({ body: moderation.photoReviewBody, response: auth.okResponse }),
});

/** What is remembered of a member's rejected photos, so that they are refused when uploaded again (decision 036). */
export const listRememberedRejections = defineEndpoint({
  method: 'GET',
  path: '/api/admin/rejected-photos.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ moderation }) => ({
    query: moderation.rememberedRejectionsQuery,
    response: moderation.rememberedRejectionsResponse,
  }),
});

/** Forgets a remembered rejection of one of the member's photos: the same photo is accepted again. */
export const forgetRejection = defineEndpoint({
  method: 'POST',
  path: '/api/admin/rejected-photo-forget.php',
  auth: 'staff',
  can: 'photos.review',
  schemas: ({ moderation, auth }) => ({ body: moderation.forgetRejectionBody, response: auth.okResponse }),
});

/** The complaints, open or handled, oldest first, each with what a moderator needs to decide. */
export const listComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/admin/complaints.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation }) => ({ query: moderation.complaintsQuery, response: moderation.complaintsResponse }),
});

/** Closes an open complaint: dismiss, warn, suspend or ban the reported member. */
export const handleComplaint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/complaint-handle.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation, auth }) => ({ body: moderation.complaintHandleBody, response: auth.okResponse }),
});

/** Warns, suspends, bans a member directly, or lifts their suspension or ban. */
export const changeMemberStanding = defineEndpoint({
  method: 'POST',
  path: '/api/admin/member-standing.php',
  auth: 'staff',
  can: 'members.standing',
  schemas: ({ moderation, auth }) => ({ body: moderation.memberStandingBody, response: auth.okResponse }),
});

/** A member's strikes (warnings, suspensions, bans), newest first. */
export const listMemberStrikes = defineEndpoint({
  method: 'GET',
  path: '/api/admin/member-strikes.php',
  auth: 'staff',
  can: 'members.standing',
  schemas: ({ moderation }) => ({ query: moderation.memberStrikesQuery, response: moderation.memberStrikesResponse }),
});

/** Messages flagged for scam or contact-detail patterns, open (oldest first) or dismissed (newest first). */
export const listFlaggedMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/flagged-messages.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation }) => ({
    query: moderation.flaggedMessagesQuery,
    response: moderation.flaggedMessagesResponse,
  }),
});

/** Dismisses a flagged message: it leaves the open queue (the recipient's safety tip stays). */
export const dismissFlaggedMessage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/flagged-message-dismiss.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation, auth }) => ({ body: moderation.flagDismissBody, response: auth.okResponse }),
});

/** New members whose first contacts are held (spam waves), open (oldest first) or decided (newest first). */
export const listHeldContacts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/held-contacts.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation }) => ({ query: moderation.heldContactsQuery, response: moderation.heldContactsResponse }),
});

/** Approves (delivers and charges, in order) or rejects (discards) a held member's first contacts. */
export const decideHeldContact = defineEndpoint({
  method: 'POST',
  path: '/api/admin/held-contact-decide.php',
  auth: 'staff',
  can: 'complaints.handle',
  schemas: ({ moderation }) => ({
    body: moderation.heldContactDecideBody,
    response: moderation.heldContactDecideResponse,
  }),
});
