import { useTranslation } from 'react-i18next';
import { nicheOf } from '../../../../../shared/niches.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../lib/site-settings.ts';

/**
 * The wording of the site's niche (decision 032) for the landers and the home page: a headline and a lead line, and
 * the town or region a lander's slug names put into them where given.
 */
export function useNicheWording(place?: string) {
  const { t } = useTranslation();
  const niche = nicheOf(useSuspenseQuery(settingsQuery).data.niche);
  return place
    ? { headline: t(`niche_texts.${niche}.headline_in`, { place }), lead: t(`niche_texts.${niche}.lead`) }
    : { headline: t(`niche_texts.${niche}.headline`), lead: t(`niche_texts.${niche}.lead`) };
}
