import { useParams } from 'react-router';
import { useMemberLanding } from '../../features/landings/api/member-landing.ts';
import { useSignupLink } from '../../features/showcase/components/signup-link.ts';

/**
 * What a profile landing (`/members/:id/landing…/:slug?`) draws: its member (null when not shown), the others, the
 * town or region its slug names, and the signup link carrying the member, opened in place.
 */
export function useProfileLanding() {
  const { id, slug } = useParams();
  const { member, place, others } = useMemberLanding(id!, slug);
  const signupTo = useSignupLink(member?.id);
  return { member, others, signupTo, place: place && place.kind !== 'theme' ? place.name : undefined };
}
