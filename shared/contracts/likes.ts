import { z } from 'zod';

/** GET /api/auto-like.php: the member to show in the new-like modal, or null when there is no unseen like. */
export const autoLikeResponse = z.object({
  profile: z.object({ id: z.string(), name: z.string(), main_image: z.object({ match: z.string() }) }).nullable(),
});
export type AutoLikeProfile = NonNullable<z.infer<typeof autoLikeResponse>['profile']>;
