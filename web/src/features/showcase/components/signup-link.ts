import { useLocation } from 'react-router';
import { SIGNUP_MODAL_PARAM } from '../../../../../shared/page-routes.ts';

/**
 * The link that opens the signup modal over the page it is on (`?signup=1`), keeping the page's query (its tracking
 * values) so that the signup carries them.
 */
export function useSignupLink(): string {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(SIGNUP_MODAL_PARAM, '1');
  return `?${query.toString()}`;
}
