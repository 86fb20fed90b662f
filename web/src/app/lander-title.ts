import { useParams } from 'react-router';
import { useShowcase } from '../features/showcase/api/showcase.ts';
import { usePlaceWording } from '../features/showcase/hooks/use-place-wording.ts';
import { useScreenTitle } from './document-title.ts';

/**
 * A lander's title: the niche's headline, with the town, region or theme its slug names, as the server titles the
 * page (server/modules/sites/page-head.ts). Each lander's screen calls it (not the lander layout, which is in the
 * shell every page loads).
 */
export function useLanderTitle(): void {
  const { headline } = usePlaceWording(useShowcase(useParams().slug).place);
  useScreenTitle(headline);
}
