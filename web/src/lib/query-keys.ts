/**
 * Query keys of what the whole app shares. Each feature keeps its own key factory in its `api/keys.ts` (built on
 * these where it caches the same data), so no feature imports another to read or invalidate a query.
 */
export const appKeys = {
  /** The logged-in member (null for a visitor): photos, profile and chat changes read it again. */
  currentUser: () => ['current-user'] as const,
  /** The site's public settings, read again when the language changes. */
  siteSettings: () => ['site', 'settings'] as const,
  /** Every list and page of other members: a block, from a profile or a complaint, reads them all again. */
  members: () => ['members'] as const,
  /** The member's conversations: the chat screens and the top bar's unread count; a block drops that member's. */
  chats: () => ['chats'] as const,
  /** Whether this browser holds a push subscription: polling slows down while it does; enabling push reads it again. */
  pushSubscribed: () => ['push', 'subscribed'] as const,
};
