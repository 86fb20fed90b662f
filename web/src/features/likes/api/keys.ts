/** Query keys of likes. */
export const likesKeys = {
  /** GET /api/likes.php: the member's likes both ways (the top bar's new-likes count reads it too). */
  all: () => ['likes'] as const,
  /** GET /api/swipe.php: the cards of the swipe game; apart from the likes, so that reloading those keeps the stack. */
  swipe: () => ['swipe-game'] as const,
};
