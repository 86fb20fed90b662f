import { useParams } from 'react-router';
import { useSignupLink } from '../features/showcase/components/signup-link.ts';
import { useLanderShowcase } from '../features/showcase/hooks/use-lander-showcase.ts';
import { useLanderTitle } from './lander-title.ts';

/**
 * What a lander's screen draws for the slug of its path: the members, offers, towns and wording (useLanderShowcase),
 * the slug itself and the link that opens signup in place; the page is titled as the server titles it.
 */
export function useLander() {
  useLanderTitle();
  const { slug } = useParams();
  return { ...useLanderShowcase(slug), slug, signup: useSignupLink() };
}
