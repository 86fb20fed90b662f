import type { TFunction } from 'i18next';

/** The seven niches as select options ("1 – general"), their value the number as text. */
export const nicheOptions = (t: TFunction) =>
  [1, 2, 3, 4, 5, 6, 7].map((niche) => ({ code: String(niche), name: t(`console.sites.niches.${niche}`) }));
