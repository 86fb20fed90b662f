import { z } from 'zod';
import { text } from './common.ts';
import { memberCard } from './members.ts';

/** GET /api/auto-like.php: the member to show in the new-like modal, or null when there is no unseen like. */
export const autoLikeResponse = z.object({
  profile: z
    .object({ id: text(), name: text(), fictional: z.boolean(), main_image: z.object({ match: text() }) })
    .nullable(),
});
export type AutoLikeProfile = NonNullable<z.infer<typeof autoLikeResponse>['profile']>;

/** POST and DELETE /api/like.php: the member to like or stop liking. */
export const likeBody = z.object({ profile_id: z.uuid() });
/** POST /api/like.php: whether the like made a match (the member already liked the liker). */
export const likeResponse = z.object({ match: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponse>;

/** How many members each likes list holds at most, newest first. */
export const LIKES_LIST_LIMIT = 500;

/**
 * GET /api/likes.php (SPEC §3, §7): `profiles` are the cards of every member in either list, newest like first,
 * `liked` when the member likes them; `liked_by` the members who like the member, new likes first, then newest.
 * Received = liked_by; given = profiles with `liked`; matches = both.
 */
export const likesResponse = z.object({
  profiles: z.array(memberCard.extend({ liked: z.boolean() })),
  liked_by: z.array(z.object({ id: text(), like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponse>;
export type LikedProfile = LikesResponse['profiles'][number];

/** The tabs of /likes/{type}. */
export const LIKES_TABS = ['received', 'given', 'matches'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

/** GET /api/swipe.php: the next cards of the swipe game and the likes left today (null: no daily limit). */
export const swipeResponse = z.object({
  cards: z.array(memberCard),
  likes_left: z.number().int().nullable(),
});
export type SwipeResponse = z.infer<typeof swipeResponse>;

/** POST /api/swipe.php: like or pass a card of the swipe game. */
export const swipeBody = z.object({ profile_id: z.uuid(), decision: z.enum(['like', 'pass']) });
export const swipeDecisionResponse = z.object({ match: z.boolean(), likes_left: z.number().int().nullable() });
export type SwipeDecisionResponse = z.infer<typeof swipeDecisionResponse>;
