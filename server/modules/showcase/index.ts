import type { Geocoder } from '../../lib/geocoder.ts';
import type { PartnerOffers } from '../sites/partner-offers.ts';
import { defineModule } from '../module.ts';
import { showcaseRoutes } from './showcase.routes.ts';
import { ShowcaseService } from './showcase.service.ts';

/** The showcase module: the members, towns and partner offers the landers and the home page show visitors. */
export const showcaseModule = defineModule({
  services: ({ db, clock }, { geocoder, partnerOffers }: { geocoder: Geocoder; partnerOffers: PartnerOffers }) => ({
    showcase: new ShowcaseService(db, geocoder, partnerOffers, clock),
  }),
  react: ({ bus }, { showcase }) => showcase.forgetChangedMembers(bus),
  routes: async (app) => {
    await app.register(showcaseRoutes, app.services);
  },
});
