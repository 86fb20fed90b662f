import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLandingMember, getMemberLanding, getSignupMatches } from '../../../shared/contracts/endpoints/members.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { LandingsService } from './landings.service.ts';

/** GET /api/member-landing.php, /api/signup-matches.php and /api/landing-member.php. */
export const landingsRoutes: FastifyPluginAsyncZod<{ landings: LandingsService }> = async (app, { landings }) => {
  serveEndpoint(app, getMemberLanding, { readLimit: 'profile' }, async (request) =>
    landings.landing(request.site.site, request.query.id, request.query.slug),
  );

  serveEndpoint(app, getSignupMatches, {}, async (request) => ({
    profiles: await landings.signupMatches(request.site.site, request.member),
  }));

  serveEndpoint(app, getLandingMember, {}, async (request) => ({
    member: await landings.landingMember(request.site.site, request.member),
  }));
};
