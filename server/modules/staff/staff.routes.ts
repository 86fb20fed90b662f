import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  complaintsQuery,
  complaintsResponse,
  photoReviewBody,
  photosInReviewResponse,
} from '../../../shared/contracts/staff.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ComplaintsService } from '../complaints/complaints.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';

export interface StaffRoutesOptions {
  token: string;
  photos: PhotosService;
  complaints: ComplaintsService;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The staff API (for the operator console, and for tests): photo review and complaints, behind the bearer token
 * STAFF_API_TOKEN. Registered only when that token is set.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { token, photos, complaints }) => {
  // Not in the public API document (/api/docs): no visitor needs to learn the staff API's shape.
  app.addHook('onRoute', (route) => void (route.schema = { ...route.schema, hide: true }));
  app.addHook('onRequest', async (request) => {
    if (!bearerMatches(request.headers.authorization, token)) throw new AppError('authentication_required', 401);
  });

  app.get('/api/staff/photos.php', { schema: { response: { 200: photosInReviewResponse } } }, async () => ({
    photos: await photos.inReview(),
  }));

  app.post(
    '/api/staff/photo-review.php',
    { schema: { body: photoReviewBody, response: { 200: okResponse } } },
    async (request) => {
      await photos.review(request.body.id, request.body.decision);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/complaints.php',
    { schema: { querystring: complaintsQuery, response: { 200: complaintsResponse } } },
    async (request) => ({ complaints: await complaints.list(request.query.status) }),
  );
};
