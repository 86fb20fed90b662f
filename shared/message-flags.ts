/**
 * What the scam and contact-detail check finds in a message (issue 40; docs/decisions/038-scam-patterns.md): a phone
 * number, an e-mail address, a link or a messenger to move to, a request for money, crypto, or gift cards. A message
 * with any of them, among its sender's first messages in a conversation, is flagged to moderation and shown to its
 * recipient with a safety tip; it is delivered as always.
 */
export const FLAG_KINDS = ['phone', 'email', 'link', 'payment', 'crypto', 'giftcard'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** A flag in the moderation queue: open until staff dismiss it. */
export const FLAG_STATUSES = ['open', 'dismissed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
