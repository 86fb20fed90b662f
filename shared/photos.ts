/** The stored sizes of every photo (server/lib/images.ts makes them), each as JPEG and WebP. */
export const PHOTO_SIZES = ['thumb', 'profile', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];
export const PHOTO_FORMATS = ['jpg', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Path of one size of a photo under the media root; mediaUrl puts the site's cdn_prefix and /media/ before it. */
export const photoPath = (photoId: string, size: PhotoSize, format: PhotoFormat = 'jpg') =>
  `${photoId}/${size}.${format}`;

/** URL of a stored photo file: the site's cdn_prefix (empty for this server), /media/, then the photo path. */
export const mediaUrl = (cdnPrefix: string, path: string) => `${cdnPrefix.replace(/\/$/, '')}/media/${path}`;

/**
 * A member card's photo as the browser picks it (web member-card.tsx), and as the server preloads it for the first
 * cards of a search page: the thumb, or the profile size where a card is wider than 200 device pixels.
 */
export const cardPhotoSrcSet = (cdnPrefix: string, photo: { thumb: string; profile: string }) =>
  `${mediaUrl(cdnPrefix, photo.thumb)} 200w, ${mediaUrl(cdnPrefix, photo.profile)} 640w`;
export const CARD_PHOTO_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 25vw';
