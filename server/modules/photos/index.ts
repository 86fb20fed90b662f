import type { AppModule } from '../module.ts';
import { mediaRoutes } from './media.routes.ts';
import { photosRoutes } from './photos.routes.ts';

/** The photos module: photo files under /media, and the member's own photos. */
export const photosModule: AppModule = async (app) => {
  await app.register(mediaRoutes, app.services);
  await app.register(photosRoutes, app.services);
};
