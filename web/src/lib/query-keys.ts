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
  /** This browser's push state (lib/push-state.ts): polling slows down while subscribed; enabling push reads it again. */
  push: () => ['push'] as const,
  /** This browser's answer to sharing the device's position: granted, denied or not yet asked (prompt). */
  geolocationPermission: () => ['geolocation', 'permission'] as const,
  /** The town of the device's position, asked for nobody's stored position (null) or for this member's. */
  town: (keptFor: string | null) => ['geolocation', 'town', keptFor] as const,
};
