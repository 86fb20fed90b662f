import { z } from 'zod';
import { text } from './common.ts';

export const PHOTO_VISIBILITIES = ['public', 'private'] as const;

/** A member's own photo as the owner sees it: its state, and signed paths (under /media/) of two sizes. */
export const ownPhoto = z.object({
  id: text(),
  status: z.enum(['in_review', 'active', 'rejected', 'deleted']),
  visibility: z.enum(PHOTO_VISIBILITIES),
  main: z.boolean(),
  thumb: text(),
  profile: text(),
});
export type OwnPhoto = z.infer<typeof ownPhoto>;

/** The form fields of POST /api/photos.php besides the file (field `photo`). */
export const photoUploadFields = z.object({ visibility: z.enum(PHOTO_VISIBILITIES).default('public') });

/** PUT /api/photos.php: make a photo the main one, or change who may see it. */
export const photoChangeBody = z.object({
  id: z.uuid(),
  main: z.literal(true).optional(),
  visibility: z.enum(PHOTO_VISIBILITIES).optional(),
});
export const photoIdBody = z.object({ id: z.uuid() });
export const ownPhotosResponse = z.object({ photos: z.array(ownPhoto), limit: z.number().int() });
