import { defineEndpoint } from '../endpoint.ts';

/** Saves one signup step (SPEC §2 steps 1 to 3: location, personal info, about me). */
export const saveSignupStep = defineEndpoint({
  method: 'PUT',
  path: '/api/signup-profile.php',
  auth: 'member',
  schemas: ({ profile, auth }) => ({ body: profile.signupStepBody, response: auth.okResponse }),
});

/** The member's own profile, as the profile page shows it. */
export const getOwnProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profile.php',
  auth: 'member',
  schemas: ({ profile }) => ({ response: profile.ownProfileResponse }),
});

/** Saves the member's own profile; answers it as saved. */
export const saveOwnProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/profile.php',
  auth: 'member',
  schemas: ({ profile }) => ({ body: profile.ownProfileFields, response: profile.ownProfileResponse }),
});
