import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { changePhoto, listOwnPhotos, removePhoto, uploadPhoto } from '../../../shared/contracts/endpoints/photos.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
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
  const memberChange = { settlesMemberChanges: true };

  serveEndpoint(app, uploadPhoto, { ...memberChange, rateLimit: UPLOAD_RATE_LIMIT }, async (request) =>
    photos.upload({
      member: request.member,
      autoApprove: request.site.site.autoApprovePhotos,
      visibility: request.query.visibility,
      bytes: await readPhotoUpload(request),
    }),
  );

  serveEndpoint(app, listOwnPhotos, {}, async (request) => photos.ownPhotos(request.member));

  serveEndpoint(app, changePhoto, memberChange, async (request) => {
    const { id, ...change } = request.body;
    await photos.change(request.member.id, id, change);
    return { ok: true as const };
  });

  serveEndpoint(app, removePhoto, memberChange, async (request) => {
    await photos.remove(request.member.id, request.body.id);
    return { ok: true as const };
  });
};
