import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  memberIdBody,
  memberIdQuery,
  memberProfile,
  searchQuery,
  searchResponse,
} from '../../../shared/contracts/members.ts';
import type { MembersService } from './members.service.ts';
import type { SearchService } from './search.service.ts';

export interface MembersRoutesOptions {
  members: MembersService;
  search: SearchService;
}

/** GET /api/members.php (search), GET /api/member.php (a profile), POST and DELETE /api/block.php. */
export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (app, { members, search }) => {
  app.get(
    '/api/members.php',
    {
      schema: { querystring: searchQuery, response: { 200: searchResponse } },
      config: { auth: 'optional', readLimit: 'search' },
    },
    async (request, reply) => {
      const member = await request.findMember();
      const { response, cached } = await search.search(request.site.site, member?.id, request.query);
      // For the browser's developer tools and the search bench's hit rate: whether the shared page was cached.
      reply.header('server-timing', `search-cache;desc=${cached ? 'hit' : 'miss'}`);
      return response;
    },
  );

  app.get(
    '/api/member.php',
    {
      schema: { querystring: memberIdQuery, response: { 200: memberProfile } },
      config: { auth: 'optional', readLimit: 'profile' },
    },
    async (request) => {
      const member = await request.findMember();
      return members.profile(request.site.site, member, request.query.id);
    },
  );

  const block = {
    schema: { body: memberIdBody, response: { 200: okResponse } },
    config: { auth: 'member' as const, settlesMemberChanges: true },
  };
  app.post('/api/block.php', block, async (request) => {
    await members.block(request.site.site, request.member, request.body.id);
    return { ok: true as const };
  });

  app.delete('/api/block.php', block, async (request) => {
    await members.unblock(request.member, request.body.id);
    return { ok: true as const };
  });
};
