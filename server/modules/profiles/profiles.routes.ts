import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { ownProfileFields, ownProfileResponse, signupStepBody } from '../../../shared/contracts/profile.ts';
import { requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { ProfilesService } from './profiles.service.ts';

export interface ProfilesRoutesOptions {
  profiles: ProfilesService;
  auth: AuthService;
  sites: SitesService;
}

/** PUT /api/signup-profile.php (one signup step) and GET/PUT /api/profile.php (the profile page). */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { profiles, auth, sites }) => {
  app.put(
    '/api/signup-profile.php',
    { schema: { body: signupStepBody, response: { 200: okResponse } } },
    async (request) => {
      const record = requestSite(sites, request);
      const user = await requestMember(auth, sites, request);
      await profiles.saveSignupStep(user.id, record, request.body);
      return { ok: true as const };
    },
  );

  app.get('/api/profile.php', { schema: { response: { 200: ownProfileResponse } } }, async (request) => {
    const user = await requestMember(auth, sites, request);
    return profiles.ownProfile(user.id);
  });

  app.put(
    '/api/profile.php',
    { schema: { body: ownProfileFields, response: { 200: ownProfileResponse } } },
    async (request) => {
      const user = await requestMember(auth, sites, request);
      return profiles.updateOwnProfile(user, requestSite(sites, request), request.body);
    },
  );
};
