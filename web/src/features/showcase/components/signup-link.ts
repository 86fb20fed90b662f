import { useLocation } from 'react-router';
import { LANDING_MEMBER_PARAM, SIGNUP_MODAL_PARAM } from '../../../../../shared/page-routes.ts';
import { useBrowserValue } from '../../../lib/browser-value.ts';

/**
 * The link that opens the signup modal over the page it is on (`?signup=1`), keeping the page's query (its tracking
 * values) so that the signup carries them; from a profile landing, also its member (the first contact offered). A screen drawn on the server is drawn without the query (it is kept for
 * every query, server/modules/sites/first-screen.ts): the link takes the query once the app runs.
 */
export function useSignupLink(landingMemberId?: string): string {
  const { search } = useLocation();
  const running = useBrowserValue(() => true, false);
  const query = new URLSearchParams(running ? search : '');
  query.set(SIGNUP_MODAL_PARAM, '1');
  if (landingMemberId) query.set(LANDING_MEMBER_PARAM, landingMemberId);
  return `?${query.toString()}`;
}
