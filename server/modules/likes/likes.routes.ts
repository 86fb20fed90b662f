import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLikeResponse } from '../../../shared/contracts/likes.ts';
import { requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { LikesService } from './likes.service.ts';

export interface LikesRoutesOptions {
  likes: LikesService;
  auth: AuthService;
  sites: SitesService;
}

/** GET /api/auto-like.php: the profile of the new-like modal. */
export const likesRoutes: FastifyPluginAsyncZod<LikesRoutesOptions> = async (app, { likes, auth, sites }) => {
  app.get('/api/auto-like.php', { schema: { response: { 200: autoLikeResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    return { profile: await likes.autoLikeProfile(requestSite(sites, request).site, member) };
  });
};
