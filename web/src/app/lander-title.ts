import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShowcase } from '../features/showcase/api/showcase.ts';
import { useNicheWording } from '../features/showcase/hooks/use-niche-wording.ts';
import { useScreenTitle } from './document-title.ts';

/**
 * A lander's title: the niche's headline, with the town, region or theme its slug names (a theme by its interest's
 * name), as the server titles the page (server/modules/sites/page-head.ts). Each lander's screen calls it (not the
 * lander layout, which is in the shell every page loads).
 */
export function useLanderTitle(): void {
  const { t } = useTranslation();
  const place = useShowcase(useParams().slug).place ?? undefined;
  const { headline } = useNicheWording(place && (place.kind === 'theme' ? t(`interests.${place.name}`) : place.name));
  useScreenTitle(headline);
}
