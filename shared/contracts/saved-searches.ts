import { z } from 'zod';
import { SEARCH_FILTERS } from '../constants.ts';
import { text } from './common.ts';
import { searchQuery } from './members.ts';

/** How many searches a member may keep. */
export const MAX_SAVED_SEARCHES = 10;

/** A search as /members' URL holds it (text values, unset ones left out), valid as a search (`searchQuery`). */
export const savedSearchFilters = z
  .partialRecord(z.enum(SEARCH_FILTERS), text().max(40))
  .refine((filters) => searchQuery.safeParse(filters).success, { message: 'validation.search_filters' });

/** POST /api/saved-searches.php: keep this search; `notify`: tell me when a new member fits it. */
export const savedSearchBody = z.object({ filters: savedSearchFilters, notify: z.boolean().default(true) });

/** PUT /api/saved-searches.php: whether one of the member's searches tells of new members. */
export const savedSearchUpdateBody = z.object({ id: z.uuid(), notify: z.boolean() });

/** DELETE /api/saved-searches.php: forget one of the member's searches. */
export const savedSearchIdBody = z.object({ id: z.uuid() });

export const savedSearch = z.object({
  id: text(),
  filters: z.record(text(), text()),
  notify: z.boolean(),
  created_at: text(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

/** The member's saved searches, newest first. */
export const savedSearchesResponse = z.object({ saved_searches: z.array(savedSearch) });
