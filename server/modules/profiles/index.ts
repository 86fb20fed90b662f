import type { AppModule } from '../module.ts';
import { profilesRoutes } from './profiles.routes.ts';

/** The profiles module: the signup steps and the member's own profile. */
export const profilesModule: AppModule = async (app) => {
  await app.register(profilesRoutes, app.services);
};
