import { defineEndpoint, defineUpload } from '../endpoint.ts';

/** Uploads one of the member's photos: the file is the body (field `photo`), `?visibility=private` for a private one. */
export const uploadPhoto = defineUpload({
  method: 'POST',
  path: '/api/photos.php',
  auth: 'member',
  schemas: ({ photos }) => ({ query: photos.photoUploadFields, response: photos.ownPhoto }),
});

/** The member's own photos and their photo limit. */
export const listOwnPhotos = defineEndpoint({
  method: 'GET',
  path: '/api/photos.php',
  auth: 'member',
  schemas: ({ photos }) => ({ response: photos.ownPhotosResponse }),
});

/** Makes one of the member's photos the main one, or changes who may see it. */
export const changePhoto = defineEndpoint({
  method: 'PUT',
  path: '/api/photos.php',
  auth: 'member',
  schemas: ({ photos, auth }) => ({ body: photos.photoChangeBody, response: auth.okResponse }),
});

/** Removes one of the member's photos. */
export const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/photos.php',
  auth: 'member',
  schemas: ({ photos, auth }) => ({ body: photos.photoIdBody, response: auth.okResponse }),
});
