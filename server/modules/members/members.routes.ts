import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  memberIdBody,
  memberIdQuery,
  memberProfile,
  searchQuery,
  searchResponse,
} from '../../../shared/contracts/members.ts';
import { requestMember, sessionToken } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { MembersService } from './members.service.ts';
import type { SearchService } from './search.service.ts';

export interface MembersRoutesOptions {
  members: MembersService;
  search: SearchService;
  auth: AuthService;
  sites: SitesService;
}

/** GET /api/members.php (search), GET /api/member.php (a profile), POST and DELETE /api/block.php. */
export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (
  app,
  { members, search, auth, sites },
) => {
  app.get(
    '/api/members.php',
    { schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => {
      const { site } = requestSite(sites, request);
      const member = await auth.currentUser(sessionToken(request), site.id);
      return search.search(site, member?.id, request.query);
    },
  );

  app.get(
    '/api/member.php',
    { schema: { querystring: memberIdQuery, response: { 200: memberProfile } } },
    async (request) => {
      const { site } = requestSite(sites, request);
      const member = await auth.currentUser(sessionToken(request), site.id);
      return members.profile(site, member, request.query.id);
    },
  );

  app.post('/api/block.php', { schema: { body: memberIdBody, response: { 200: okResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    await members.block(requestSite(sites, request).site, member, request.body.id);
    return { ok: true as const };
  });

  app.delete('/api/block.php', { schema: { body: memberIdBody, response: { 200: okResponse } } }, async (request) => {
    const member = await requestMember(auth, sites, request);
    await members.unblock(member, request.body.id);
    return { ok: true as const };
  });
};
