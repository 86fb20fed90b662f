import type { AppModule } from '../module.ts';
import { likesRoutes } from './likes.routes.ts';

/** The likes module: the new-like modal. */
export const likesModule: AppModule = async (app) => {
  await app.register(likesRoutes, app.services);
};
