import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOwnProfile, saveOwnProfile, saveSignupStep } from '../../../shared/contracts/endpoints/profile.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ProfilesService } from './profiles.service.ts';

/** PUT /api/signup-profile.php (one signup step) and GET/PUT /api/profile.php (the profile page). */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  const change = { settlesMemberChanges: true };

  serveEndpoint(app, saveSignupStep, change, async (request) => {
    await profiles.saveSignupStep(request.member.id, request.site, request.body);
    return { ok: true as const };
  });

  serveEndpoint(app, getOwnProfile, {}, async (request) => profiles.ownProfile(request.member.id));

  serveEndpoint(app, saveOwnProfile, change, async (request) =>
    profiles.updateOwnProfile(request.member, request.site, request.body),
  );
};
