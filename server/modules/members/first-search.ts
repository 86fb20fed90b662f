import type { FastifyRequest } from 'fastify';
import { PREFILLED_ANSWERS_ELEMENT_ID, prefilledKey } from '../../../shared/boot-data.ts';
import { SEARCH_TRAFFIC_KEYS } from '../../../shared/constants.ts';
import { searchSortOf } from '../../../shared/discovery.ts';
import { searchQuery } from '../../../shared/contracts/members.ts';
import { searchFiltersOf } from '../../../shared/niches.ts';
import { CARD_PHOTO_SIZES, cardPhotoSrcSet } from '../../../shared/photos.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml, jsonForScript } from '../../lib/html.ts';
import type { ReadLimits } from '../../plugins/read-limits.ts';
import { sessionToken } from '../../plugins/session-cookie.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { firstTouchOf } from '../visits/first-touch.ts';
import type { SearchService } from './search.service.ts';

/** The first cards' photos the page has the browser fetch at once: a phone's first screen shows two. */
const PRELOADED_PHOTOS = 2;

/** What a page carries: links for its head, and data for after its root (read by the app once it runs). */
export interface PageParts {
  head: string;
  data: string;
}

const NO_PARTS: PageParts = { head: '', data: '' };

/**
 * /members served with the answer its first request is about to get: GET /api/members.php for the page's filters (the
 * niche's defaults where the URL names none, decision 032) and tracking values, page 1, as this viewer gets it (a
 * member's blocks applied, a visitor only where visitors may search, with the browser's first touch as the API reads
 * it), as a prefilled answer (shared/boot-data.ts); and in its head, preloads of the first cards' photos, so that they
 * load beside the app's code instead of after it. Nothing on other pages, nor where the API would refuse the search.
 */
export function firstSearchParts(
  {
    sites,
    auth,
    search,
  }: {
    sites: SitesService;
    auth: AuthService;
    search: SearchService;
  },
  readLimits: ReadLimits,
) {
  return async (request: FastifyRequest): Promise<PageParts> => {
    const [path, queryString = ''] = request.url.split('?', 2);
    if (path !== '/members') return NO_PARTS;
    const params = new URLSearchParams(queryString);
    let record;
    try {
      record = sites.resolve(request.host);
    } catch {
      return NO_PARTS;
    }
    const token = sessionToken(request);
    const member = token === undefined ? undefined : await auth.currentUser(token, record.site.id);
    // What the web app sends (features/members/search-params.ts): the URL's filters (or, naming none, where the
    // member's looking-for or the site's niche starts), the tracking values that have a value, and the sort unless
    // newest.
    const filters = searchFiltersOf(params, record.site.niche, record.site.searchFields, member?.profile.looking_for);
    const traffic = SEARCH_TRAFFIC_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value] as [string, string]] : [];
    });
    const sort = searchSortOf(params, member !== undefined);
    const sorted: [string, string][] = sort === 'newest' ? [] : [['sort', sort]];
    const sent: [string, string][] = [...Object.entries(filters), ...traffic, ...sorted, ['page', '1']];
    const query = searchQuery.safeParse(Object.fromEntries(sent));
    if (!query.success) return NO_PARTS;
    // A search like the API's, counted as one (past the limit the app asks the API, which answers 429).
    if ((await readLimits.take(request, 'search')) > 0) return NO_PARTS;
    let response;
    try {
      ({ response } = await search.search(record.site, member?.id, query.data, firstTouchOf(request, record.site.id)));
    } catch (error) {
      // Refused (a visitor where visitors may not search): the app asks and shows why. Anything else: it asks again.
      if (!(error instanceof AppError)) request.log.error(error, 'the first search page could not be prefilled');
      return NO_PARTS;
    }
    const answers = JSON.stringify({ [prefilledKey('/api/members.php', sent)]: response });
    const photos = [...response.profiles, ...response.similar].flatMap((card) => (card.photo ? [card.photo] : []));
    const preloads = photos
      .slice(0, PRELOADED_PHOTOS)
      .map(
        (photo) =>
          `<link rel="preload" as="image" imagesrcset="${escapeHtml(cardPhotoSrcSet(record.site.cdnPrefix, photo))}" imagesizes="${CARD_PHOTO_SIZES}" fetchpriority="high">`,
      );
    return {
      head: preloads.join(''),
      data: `<script type="application/json" id="${PREFILLED_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`,
    };
  };
}
