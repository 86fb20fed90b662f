import { defineEndpoint, defineUpload, schemasFrom } from '../endpoint.ts';

const from = schemasFrom({ photos: () => import('../photos.ts'), auth: () => import('../auth.ts') });

/** Uploads one of the member's photos: the file is the body (field `photo`), `?visibility=private` for a private one. */
export const uploadPhoto = defineUpload({
  method: 'POST',
  path: '/api/photos.php',
  auth: 'member',
  schemas: from(({ photos }) => ({ query: photos.photoUploadFields, response: photos.ownPhoto })),
});

/** The member's own photos and their photo limit. */
export const listOwnPhotos = defineEndpoint({
  method: 'GET',
  path: '/api/photos.php',
  auth: 'member',
  schemas: from(({ photos }) => ({ response: photos.ownPhotosResponse })),
});

/** Makes one of the member's photos the main one, or changes who may see it. */
export const changePhoto = defineEndpoint({
  method: 'PUT',
  path: '/api/photos.php',
  auth: 'member',
  schemas: from(({ photos, auth }) => ({ body: photos.photoChangeBody, response: auth.okResponse })),
});

/** Removes one of the member's photos. */
export const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/photos.php',
  auth: 'member',
  schemas: from(({ photos, auth }) => ({ body: photos.photoIdBody, response: auth.okResponse })),
});
