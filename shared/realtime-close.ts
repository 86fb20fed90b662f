/**
 * Why the hub closed a tab's socket (close codes 4000-4999 belong to the app); the web client (web/src/lib/realtime.ts)
 * acts on them. Any other close is a lost connection: the client reconnects with back-off.
 */
export const REALTIME_CLOSE = {
  /**
   * The session the socket was opened with ended (logout, password change, account deleted). The client reconnects
   * as after a loss: its cookie may hold a new session; if not, the upgrade is refused until the app logs out.
   */
  sessionEnded: 4001,
  /** The member opened more sockets than the hub keeps; the oldest gave way: do not reconnect (polling remains). */
  replaced: 4002,
} as const;
