/** Query keys of the member's notifications. */
export const notificationsKeys = {
  all: () => ['notifications'] as const,
  /** The notifications page, page after page. */
  pages: () => [...notificationsKeys.all(), 'pages'] as const,
  /** The first page only, for the unread count polling keeps fresh. */
  summary: () => [...notificationsKeys.all(), 'summary'] as const,
};
