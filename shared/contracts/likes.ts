import { z } from 'zod';
import { text } from './common.ts';

/** GET /api/auto-like.php: the member to show in the new-like modal, or null when there is no unseen like. */
export const autoLikeResponse = z.object({
  profile: z
    .object({ id: text(), name: text(), fictional: z.boolean(), main_image: z.object({ match: text() }) })
    .nullable(),
});
export type AutoLikeProfile = NonNullable<z.infer<typeof autoLikeResponse>['profile']>;
