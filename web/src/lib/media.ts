/** URL of a stored photo file: the site's cdn_prefix (empty for this server), /media/, then the photo path. */
export const mediaUrl = (cdnPrefix: string, path: string) => `${cdnPrefix.replace(/\/$/, '')}/media/${path}`;
