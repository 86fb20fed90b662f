import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLikeResponse } from '../../../shared/contracts/likes.ts';
import type { LikesService } from './likes.service.ts';

/** GET /api/auto-like.php: the profile of the new-like modal. */
export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  app.get(
    '/api/auto-like.php',
    { schema: { response: { 200: autoLikeResponse } }, config: { auth: 'member' } },
    async (request) => ({ profile: await likes.autoLikeProfile(request.site.site, request.member) }),
  );
};
