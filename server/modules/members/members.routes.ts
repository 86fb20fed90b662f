import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockMember,
  getHomeMembers,
  getMember,
  listBlocks,
  searchMembers,
  unblockMember,
} from '../../../shared/contracts/endpoints/members.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { firstTouchOf } from '../visits/first-touch.ts';
import type { HomeMembersService } from './home-members.ts';
import type { MembersService } from './members.service.ts';
import type { SearchService } from './search.service.ts';

export interface MembersRoutesOptions {
  members: MembersService;
  search: SearchService;
  homeMembers: HomeMembersService;
}

/**
 * GET /api/members.php (search), GET /api/member.php (a profile), POST and DELETE /api/block.php, GET /api/blocks.php
 * (the member's blocks), GET /api/home-members.php (who fits the member, for their home page).
 */
export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (
  app,
  { members, search, homeMembers },
) => {
  serveEndpoint(app, searchMembers, { readLimit: 'search' }, async (request, reply) => {
    const member = await request.findMember();
    const { site } = request.site;
    const { response, cached } = await search.search(site, member?.id, request.query, firstTouchOf(request, site.id));
    // For the browser's developer tools and the search bench's hit rate: whether the shared page was cached.
    reply.header('server-timing', `search-cache;desc=${cached ? 'hit' : 'miss'}`);
    return response;
  });

  serveEndpoint(app, getMember, { readLimit: 'profile' }, async (request) => {
    const member = await request.findMember();
    return members.profile(request.site.site, member, request.query.id);
  });

  serveEndpoint(app, listBlocks, {}, async (request) => members.blocked(request.site.site, request.member));

  serveEndpoint(app, getHomeMembers, { readLimit: 'search' }, async (request) => ({
    profiles: await homeMembers.fitting(request.site.site, request.member),
  }));

  const change = { settlesMemberChanges: true };
  serveEndpoint(app, blockMember, change, async (request) => {
    await members.block(request.site.site, request.member, request.body.id);
    return { ok: true as const };
  });

  serveEndpoint(app, unblockMember, change, async (request) => {
    await members.unblock(request.member, request.body.id);
    return { ok: true as const };
  });
};
