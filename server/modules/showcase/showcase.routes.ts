import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShowcase } from '../../../shared/contracts/endpoints/members.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ShowcaseService } from './showcase.service.ts';

/** GET /api/showcase.php: what a lander or the home page shows a visitor. */
export const showcaseRoutes: FastifyPluginAsyncZod<{ showcase: ShowcaseService }> = async (app, { showcase }) => {
  serveEndpoint(app, getShowcase, { readLimit: 'search' }, async (request) =>
    showcase.showcase(request.site.site, request.query.slug),
  );
};
