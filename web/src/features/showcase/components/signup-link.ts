import { useLocation } from 'react-router';
import { LANDING_MEMBER_PARAM, SIGNUP_MODAL_PARAM } from '../../../../../shared/page-routes.ts';

/**
 * The link that opens the signup modal over the page it is on (`?signup=1`), keeping the page's query (its tracking
 * values) so that the signup carries them; from a profile landing, also its member (the first contact offered).
 */
export function useSignupLink(landingMemberId?: string): string {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(SIGNUP_MODAL_PARAM, '1');
  if (landingMemberId) query.set(LANDING_MEMBER_PARAM, landingMemberId);
  return `?${query.toString()}`;
}
