import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoLikeResponse,
  likeBody,
  likeResponse,
  likesResponse,
  swipeBody,
  swipeDecisionResponse,
  swipeResponse,
} from '../../../shared/contracts/likes.ts';
import { okResponse } from '../../../shared/contracts/auth.ts';
import type { LikesService } from './likes.service.ts';

/** Liking and unliking at human speed; a script flipping likes to flood notifications meets this first. */
const LIKE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** Likes (SPEC §3, §7), the swipe game and the new-like modal. A like touches no cached member: no barrier. */
export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  const member = { auth: 'member' as const };
  const liking = { ...member, rateLimit: LIKE_RATE_LIMIT, settlesMemberChanges: false };

  app.get(
    '/api/auto-like.php',
    { schema: { response: { 200: autoLikeResponse } }, config: member },
    async (request) => ({ profile: await likes.autoLikeProfile(request.site.site, request.member) }),
  );

  app.get('/api/likes.php', { schema: { response: { 200: likesResponse } }, config: member }, async (request) =>
    likes.list(request.site.site, request.member),
  );

  app.post(
    '/api/like.php',
    { schema: { body: likeBody, response: { 200: likeResponse } }, config: liking },
    async (request) => likes.like(request.site.site, request.member, request.body.profile_id),
  );

  app.delete(
    '/api/like.php',
    { schema: { body: likeBody, response: { 200: okResponse } }, config: liking },
    async (request) => {
      await likes.unlike(request.member, request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.get('/api/swipe.php', { schema: { response: { 200: swipeResponse } }, config: member }, async (request) =>
    likes.swipeCards(request.site.site, request.member),
  );

  app.post(
    '/api/swipe.php',
    { schema: { body: swipeBody, response: { 200: swipeDecisionResponse } }, config: liking },
    async (request) => likes.swipe(request.site.site, request.member, request.body.profile_id, request.body.decision),
  );
};
