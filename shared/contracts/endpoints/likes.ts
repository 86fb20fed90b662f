import { defineEndpoint } from '../endpoint.ts';

/** The member to show in the new-like modal, or null when there is no unseen like (SPEC §7 auto-like.php). */
export const getAutoLike = defineEndpoint({
  method: 'GET',
  path: '/api/auto-like.php',
  auth: 'member',
  schemas: ({ likes }) => ({ response: likes.autoLikeResponse }),
});

/** The member's likes both ways: the members they like and the members who like them (SPEC §3, §7). */
export const listLikes = defineEndpoint({
  method: 'GET',
  path: '/api/likes.php',
  auth: 'member',
  schemas: ({ likes }) => ({ response: likes.likesResponse }),
});

/** Likes a member; answers whether the like made a match. */
export const likeMember = defineEndpoint({
  method: 'POST',
  path: '/api/like.php',
  auth: 'member',
  schemas: ({ likes }) => ({ body: likes.likeBody, response: likes.likeResponse }),
});

/** Takes the member's like of a member back. */
export const unlikeMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/like.php',
  auth: 'member',
  schemas: ({ likes, auth }) => ({ body: likes.likeBody, response: auth.okResponse }),
});

/** The next cards of the swipe game and the likes left today. */
export const getSwipeCards = defineEndpoint({
  method: 'GET',
  path: '/api/swipe.php',
  auth: 'member',
  schemas: ({ likes }) => ({ response: likes.swipeResponse }),
});

/** Likes or passes a card of the swipe game. */
export const decideSwipe = defineEndpoint({
  method: 'POST',
  path: '/api/swipe.php',
  auth: 'member',
  schemas: ({ likes }) => ({ body: likes.swipeBody, response: likes.swipeDecisionResponse }),
});
