import { useTranslation } from 'react-i18next';
import { useShowcase } from '../api/showcase.ts';
import { useNicheWording } from './use-niche-wording.ts';

/**
 * A lander's members, offers and wording for the slug of its path: the place the slug names (a town or region by its
 * name, a theme by its interest's name in the visitor's language) put into the niche's headline; an unknown slug (place
 * null) gives the general wording over the whole site.
 */
export function useLanderShowcase(slug: string | undefined) {
  const { t } = useTranslation();
  const showcase = useShowcase(slug);
  const { place } = showcase;
  const placeName = place && (place.kind === 'theme' ? t(`interests.${place.name}`) : place.name);
  const wording = useNicheWording(placeName ?? undefined);
  return { ...showcase, placeName, ...wording };
}
