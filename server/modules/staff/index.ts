import type { AppModule } from '../module.ts';
import { staffRoutes } from './staff.routes.ts';

/** The staff module: photo review and complaints, served only when STAFF_API_TOKEN is set. */
export const staffModule: AppModule = async (app, { env }) => {
  if (env.STAFF_API_TOKEN) await app.register(staffRoutes, app.services);
};
