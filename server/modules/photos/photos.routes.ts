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
import { requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { readPhotoUpload } from './photo-upload.ts';
import type { PhotosService } from './photos.service.ts';

/** Uploads per address and hour. */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

export interface PhotosRoutesOptions {
  photos: PhotosService;
  auth: AuthService;
  sites: SitesService;
}

/**
 * The member's own photos: GET (list), POST (upload, multipart field `photo`; `?visibility=private` for a private
 * one), PUT (main photo, visibility), DELETE.
 */
export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos, auth, sites }) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/photos.php',
    {
      schema: { querystring: photoUploadFields, response: { 200: ownPhoto } },
      config: { rateLimit: UPLOAD_RATE_LIMIT },
    },
    async (request) => {
      const { site } = requestSite(sites, request);
      const member = await requestMember(auth, sites, request);
      const bytes = await readPhotoUpload(request);
      return photos.upload({
        memberId: member.id,
        paidUser: member.paid_user,
        autoApprove: site.autoApprovePhotos,
        visibility: request.query.visibility,
        bytes,
      });
    },
  );

  app.get('/api/photos.php', { schema: { response: { 200: ownPhotosResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    return photos.ownPhotos(member.id, member.paid_user);
  });

  app.put('/api/photos.php', { schema: { body: photoChangeBody, response: { 200: okResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    const { id, ...change } = request.body;
    await photos.change(member.id, id, change);
    return { ok: true as const };
  });

  app.delete('/api/photos.php', { schema: { body: photoIdBody, response: { 200: okResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    await photos.remove(member.id, request.body.id);
    return { ok: true as const };
  });
};
