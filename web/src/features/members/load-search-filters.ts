/** The search form's code (react-hook-form, zod): loaded beside the results, and prefetched with the members screen. */
export const loadSearchFilters = () => import('./components/search-filters.tsx');
