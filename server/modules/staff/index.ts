import { defineModule } from '../module.ts';
import { staffRoutes } from './staff.routes.ts';

/** The staff module: photo review and complaints, served only when STAFF_API_TOKEN is set. */
export const staffModule = defineModule({
  // Nothing of its own: its routes act through the other modules' services.
  services: () => ({}),
  routes: async (app, { env }) => {
    if (env.STAFF_API_TOKEN) await app.register(staffRoutes, app.services);
  },
});
