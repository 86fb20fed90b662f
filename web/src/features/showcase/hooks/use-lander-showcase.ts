import { useShowcase } from '../api/showcase.ts';
import { usePlaceWording } from './use-place-wording.ts';

/**
 * A lander's members, offers and wording for the slug of its path: the place the slug names put into the niche's
 * headline (usePlaceWording); an unknown slug (place null) gives the general wording over the whole site.
 */
export function useLanderShowcase(slug: string | undefined) {
  const showcase = useShowcase(slug);
  return { ...showcase, ...usePlaceWording(showcase.place) };
}
