import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_FORMATS, PHOTO_SIZES } from '../../../shared/photos.ts';
import { notFound } from '../../lib/app-error.ts';
import type { PhotosService } from './photos.service.ts';

const CONTENT_TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
/** Browsers and a CDN may keep a public photo an hour; a removed photo disappears from caches within that time. */
const PUBLIC_CACHE = 'public, max-age=3600';
/** A signed URL's file is for its viewer's browser only. */
const PRIVATE_CACHE = 'private, max-age=3600';

const mediaParams = z.object({
  photoId: z.uuid(),
  size: z.enum(PHOTO_SIZES),
  format: z.enum(PHOTO_FORMATS),
});
const signatureQuery = z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(100).optional() });

/**
 * GET /media/{photoId}/{size}.{format}[?exp=&sig=]: photo files (the path shared/photos.ts builds); active public
 * photos for anyone, others only through a signed URL.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (app, { photos }) => {
  app.get(
    '/media/:photoId/:size.:format',
    {
      schema: { params: mediaParams, querystring: signatureQuery, hide: true },
      config: { auth: 'none', readLimit: 'photo' },
    },
    async (request, reply) => {
      const { photoId, size, format } = request.params;
      const { exp, sig } = request.query;
      const signature = exp !== undefined && sig ? { exp, sig } : undefined;
      const bytes = await photos.file(photoId, size, format, signature);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', signature ? PRIVATE_CACHE : PUBLIC_CACHE)
        .send(bytes);
    },
  );
};
