import { defineModule } from '../module.ts';
import { mediaRoutes } from './media.routes.ts';
import { photosRoutes } from './photos.routes.ts';
import { PhotosService } from './photos.service.ts';

/** The photos module: photo files under /media, and the member's own photos. */
export const photosModule = defineModule({
  services: ({ db, storage, domainEvents, log, clock }) => ({
    photos: new PhotosService(db, storage, domainEvents, log, clock),
  }),
  routes: async (app) => {
    await app.register(mediaRoutes, app.services);
    await app.register(photosRoutes, app.services);
  },
});
