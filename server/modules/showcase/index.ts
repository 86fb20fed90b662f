import type { Geocoder } from '../../lib/geocoder.ts';
import { defineModule } from '../module.ts';
import { showcaseRoutes } from './showcase.routes.ts';
import { ShowcaseService } from './showcase.service.ts';

/** The showcase module: the members, towns and partner offers the landers and the home page show visitors. */
export const showcaseModule = defineModule({
  services: ({ db, clock }, { geocoder }: { geocoder: Geocoder }) => ({
    showcase: new ShowcaseService(db, geocoder, clock),
  }),
  react: ({ bus }, { showcase }) => showcase.forgetChangedMembers(bus),
  routes: async (app) => {
    await app.register(showcaseRoutes, app.services);
  },
});
