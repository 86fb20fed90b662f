/**
 * What search cards and profiles tell about a member beyond the profile (issue 39 point 4, decision 033): how recently
 * they were on the site and how far their town is, both coarse by design.
 */

/** Online now (a tab in view), on the site in the last day, in the last week; nothing older is said. */
export const ACTIVITY_STATUSES = ['online', 'today', 'week'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The member's last activity is written at most this often (minutes) while they are on the site. */
export const LAST_SEEN_WRITE_MINUTES = 5;

/** The distance bands between two members' town centres, nearest first ("< 5 km" ... "> 200 km"). */
export const DISTANCE_BANDS = ['lt5', '5_10', '10_25', '25_50', '50_100', '100_200', 'gt200'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

/** Each band's upper limit in km (the last band has none). */
export const DISTANCE_BAND_LIMITS_KM = {
  lt5: 5,
  '5_10': 10,
  '10_25': 25,
  '25_50': 50,
  '50_100': 100,
  '100_200': 200,
} as const satisfies Record<Exclude<DistanceBand, 'gt200'>, number>;

/** How search may order its results: newest members (the default), last active, nearest town first. */
export const SEARCH_SORTS = ['newest', 'last_active', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The sorts a searcher may choose: nearest only for a member (it needs their town; a visitor has none). */
export const searchSortsFor = (member: boolean): readonly SearchSort[] =>
  member ? SEARCH_SORTS : SEARCH_SORTS.filter((sort) => sort !== 'nearest');

/**
 * The sort a search's URL names (`?sort=`): newest where it names none, or one the searcher may not choose. The web
 * app sends it only when it is not newest, and the server prefills the first page the same way (first-search.ts).
 */
export function searchSortOf(params: URLSearchParams, member: boolean): SearchSort {
  const named = params.get('sort');
  return searchSortsFor(member).find((sort) => sort === named) ?? 'newest';
}
