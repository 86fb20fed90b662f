import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  updateSavedSearch,
} from '../../../shared/contracts/endpoints/saved-searches.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** GET, POST, PUT and DELETE /api/saved-searches.php: the member's own saved searches. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchesService }> = async (
  app,
  { savedSearches },
) => {
  serveEndpoint(app, listSavedSearches, {}, async (request) => ({
    saved_searches: await savedSearches.list(request.member),
  }));
  serveEndpoint(app, saveSearch, { settlesMemberChanges: false }, async (request) =>
    savedSearches.save(request.member, request.body.filters, request.body.notify),
  );
  serveEndpoint(app, updateSavedSearch, { settlesMemberChanges: false }, async (request) =>
    savedSearches.setNotify(request.member, request.body.id, request.body.notify),
  );
  serveEndpoint(app, deleteSavedSearch, { settlesMemberChanges: false }, async (request) => {
    await savedSearches.remove(request.member, request.body.id);
    return { ok: true as const };
  });
};
