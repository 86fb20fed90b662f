import type { TFunction } from 'i18next';

/** The filters a search names: those with a value (an empty one means "any"). */
export const namedFilters = (filters: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** Whether two searches name the same filters. */
export function sameSearch(a: Record<string, string>, b: Record<string, string>): boolean {
  const [named, other] = [namedFilters(a), namedFilters(b)];
  const keys = Object.keys(named);
  return keys.length === Object.keys(other).length && keys.every((key) => named[key] === other[key]);
}

/** A saved search in words: "Vrouwen · 25 tot 40 jaar · Nederland · Utrecht"; every member when it names nothing. */
export function searchLabel(
  t: TFunction,
  language: string,
  filters: Record<string, string>,
  regionNames: ReadonlyMap<string, string>,
): string {
  const { gender, min_age: min, max_age: max, country, countryregion: region, body_type: body } = filters;
  const ages =
    min && max
      ? t('saved_searches.ages', { min, max })
      : min
        ? t('saved_searches.ages_from', { min })
        : max && t('saved_searches.ages_to', { max });
  const parts = [
    gender && t(`members.genders.${gender}`),
    ages,
    country && (new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country),
    region && (regionNames.get(region) ?? region),
    body && t(`profile.body_type.${body}`),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('saved_searches.everyone');
}
