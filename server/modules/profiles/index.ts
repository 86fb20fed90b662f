import type { Geocoder } from '../../lib/geocoder.ts';
import { defineModule } from '../module.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { ProfilesService } from './profiles.service.ts';

/** The profiles module: the signup steps and the member's own profile. */
export const profilesModule = defineModule({
  services: ({ db, clock }, { geocoder }: { geocoder: Geocoder }) => ({
    profiles: new ProfilesService(db, geocoder, clock),
  }),
  routes: async (app) => {
    await app.register(profilesRoutes, app.services);
  },
});
