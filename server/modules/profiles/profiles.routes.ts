import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { ownProfileFields, ownProfileResponse, signupStepBody } from '../../../shared/contracts/profile.ts';
import type { ProfilesService } from './profiles.service.ts';

/** PUT /api/signup-profile.php (one signup step) and GET/PUT /api/profile.php (the profile page). */
export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  const member = { auth: 'member' as const };
  const memberChange = { ...member, settlesMemberChanges: true };

  app.put(
    '/api/signup-profile.php',
    { schema: { body: signupStepBody, response: { 200: okResponse } }, config: memberChange },
    async (request) => {
      await profiles.saveSignupStep(request.member.id, request.site, request.body);
      return { ok: true as const };
    },
  );

  app.get('/api/profile.php', { schema: { response: { 200: ownProfileResponse } }, config: member }, async (request) =>
    profiles.ownProfile(request.member.id),
  );

  app.put(
    '/api/profile.php',
    { schema: { body: ownProfileFields, response: { 200: ownProfileResponse } }, config: memberChange },
    async (request) => profiles.updateOwnProfile(request.member, request.site, request.body),
  );
};
