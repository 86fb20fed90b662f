import type { AppModule } from '../module.ts';
import { complaintsRoutes } from './complaints.routes.ts';

/** The complaints module: a member reports another. */
export const complaintsModule: AppModule = async (app) => {
  await app.register(complaintsRoutes, app.services);
};
