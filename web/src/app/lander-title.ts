import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { showcaseQuery } from '../features/showcase/api/showcase.ts';
import { useNicheWording } from '../features/showcase/hooks/use-niche-wording.ts';
import { useScreenTitle } from './document-title.ts';

/**
 * A lander's title: the niche's headline, with the town, region or theme its slug names (a theme by its interest's
 * name), as the server titles the page (server/modules/sites/page-head.ts). Other screens of the lander layout (the
 * profile landings) title themselves.
 */
export function useLanderTitle(routeName: string | undefined): void {
  const { t } = useTranslation();
  const lander = routeName?.startsWith('landers-') ?? false;
  const { data } = useQuery({ ...showcaseQuery(useParams().slug), enabled: lander });
  const place = data?.place ?? undefined;
  const { headline } = useNicheWording(place && (place.kind === 'theme' ? t(`interests.${place.name}`) : place.name));
  useScreenTitle(lander ? headline : undefined);
}
