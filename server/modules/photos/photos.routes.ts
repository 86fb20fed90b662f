import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  ownPhoto,
  ownPhotosResponse,
  photoChangeBody,
  photoIdBody,
  photoUploadFields,
} from '../../../shared/contracts/photos.ts';
import { readPhotoUpload } from './photo-upload.ts';
import type { PhotosService } from './photos.service.ts';

/** Uploads per address and hour. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/**
 * The member's own photos: GET (list), POST (upload, multipart field `photo`; `?visibility=private` for a private
 * one), PUT (main photo, visibility), DELETE.
 */
export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const member = { auth: 'member' as const };
  const memberChange = { ...member, settlesMemberChanges: true };

  app.post(
    '/api/photos.php',
    {
      schema: { querystring: photoUploadFields, response: { 200: ownPhoto } },
      config: { ...memberChange, rateLimit: UPLOAD_RATE_LIMIT },
    },
    async (request) => {
      return photos.upload({
        member: request.member,
        autoApprove: request.site.site.autoApprovePhotos,
        visibility: request.query.visibility,
        bytes: await readPhotoUpload(request),
      });
    },
  );

  app.get('/api/photos.php', { schema: { response: { 200: ownPhotosResponse } }, config: member }, async (request) =>
    photos.ownPhotos(request.member),
  );

  app.put(
    '/api/photos.php',
    { schema: { body: photoChangeBody, response: { 200: okResponse } }, config: memberChange },
    async (request) => {
      const { id, ...change } = request.body;
      await photos.change(request.member.id, id, change);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/photos.php',
    { schema: { body: photoIdBody, response: { 200: okResponse } }, config: memberChange },
    async (request) => {
      await photos.remove(request.member.id, request.body.id);
      return { ok: true as const };
    },
  );
};
