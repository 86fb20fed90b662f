import { defineEndpoint } from '../endpoint.ts';

/** The member's saved searches, newest first. */
export const listSavedSearches = defineEndpoint({
  method: 'GET',
  path: '/api/saved-searches.php',
  auth: 'member',
  schemas: ({ savedSearches }) => ({ response: savedSearches.savedSearchesResponse }),
});

/** Keeps a search (at most MAX_SAVED_SEARCHES; 409 saved_searches_full beyond). */
export const saveSearch = defineEndpoint({
  method: 'POST',
  path: '/api/saved-searches.php',
  auth: 'member',
  schemas: ({ savedSearches }) => ({ body: savedSearches.savedSearchBody, response: savedSearches.savedSearch }),
});

/** Turns the notice of new members on or off for one of the member's searches. */
export const updateSavedSearch = defineEndpoint({
  method: 'PUT',
  path: '/api/saved-searches.php',
  auth: 'member',
  schemas: ({ savedSearches }) => ({ body: savedSearches.savedSearchUpdateBody, response: savedSearches.savedSearch }),
});

/** Forgets one of the member's searches. */
export const deleteSavedSearch = defineEndpoint({
  method: 'DELETE',
  path: '/api/saved-searches.php',
  auth: 'member',
  schemas: ({ savedSearches, auth }) => ({ body: savedSearches.savedSearchIdBody, response: auth.okResponse }),
});
