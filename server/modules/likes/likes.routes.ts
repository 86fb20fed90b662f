import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decideSwipe,
  getAutoLike,
  getSwipeCards,
  likeMember,
  listLikes,
  unlikeMember,
} from '../../../shared/contracts/endpoints/likes.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { LikesService } from './likes.service.ts';

/** Liking and unliking at human speed; a script flipping likes to flood notifications meets this first. */
const LIKE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** Likes (SPEC §3, §7), the swipe game and the new-like modal. A like touches no cached member: no barrier. */
export const likesRoutes: FastifyPluginAsyncZod<{ likes: LikesService }> = async (app, { likes }) => {
  const liking = { rateLimit: LIKE_RATE_LIMIT, settlesMemberChanges: false };

  serveEndpoint(app, getAutoLike, {}, async (request) => ({
    profile: await likes.autoLikeProfile(request.site.site, request.member),
  }));

  serveEndpoint(app, listLikes, {}, async (request) => likes.list(request.site.site, request.member));

  serveEndpoint(app, likeMember, liking, async (request) =>
    likes.like(request.site.site, request.member, request.body.profile_id),
  );

  serveEndpoint(app, unlikeMember, liking, async (request) => {
    await likes.unlike(request.member, request.body.profile_id);
    return { ok: true as const };
  });

  serveEndpoint(app, getSwipeCards, {}, async (request) => likes.swipeCards(request.site.site, request.member));

  serveEndpoint(app, decideSwipe, liking, async (request) =>
    likes.swipe(request.site.site, request.member, request.body.profile_id, request.body.decision),
  );
};
