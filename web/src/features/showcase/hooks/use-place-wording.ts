import { useTranslation } from 'react-i18next';
import type { ShowcaseResponse } from '../../../../../shared/contracts/members.ts';
import { useNicheWording } from './use-niche-wording.ts';

/**
 * A lander's headline and lead for the place its slug named: a town or region by its name, a theme (an interest tag)
 * in the visitor's language (`placeName`, undefined without a place); without a place the site's general wording.
 */
export function usePlaceWording(place: ShowcaseResponse['place']) {
  const { t } = useTranslation();
  const placeName = place ? (place.kind === 'theme' ? t(`interests.${place.name}`) : place.name) : undefined;
  return { ...useNicheWording(placeName), placeName };
}
