import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MemberLandingResponse } from '../../../../shared/contracts/members.ts';
import { useMemberLanding } from '../../features/landings/api/member-landing.ts';
import { NeutralLanding } from '../../features/landings/components/neutral-landing.tsx';
import type { OthersOnLanding } from '../../features/landings/components/other-members.tsx';
import { useSignupLink } from '../../features/showcase/components/signup-link.ts';

/** What a profile landing's design draws: its member, the others under their heading, and the signup link. */
export interface ShownLanding {
  member: NonNullable<MemberLandingResponse['member']>;
  others: OthersOnLanding;
  /** Opens signup in place, carrying the member. */
  signupTo: string;
}

/**
 * A profile landing (`/members/:id/landing…/:slug?`): `design` draws its member, the others of the town or region its
 * slug names below; a member not shown leaves the neutral landing of the others.
 */
export function ProfileLanding({ design: Design }: { design: ComponentType<ShownLanding> }) {
  const { t } = useTranslation();
  const { id, slug } = useParams();
  const { member, place: namedPlace, others } = useMemberLanding(id!, slug);
  const signupTo = useSignupLink(member?.id);
  const place = namedPlace && namedPlace.kind !== 'theme' ? namedPlace.name : undefined;
  if (!member) return <NeutralLanding others={others} place={place} signupTo={signupTo} />;
  const heading = place ? t('landings.others_in', { place }) : t('landings.others');
  return <Design member={member} others={{ members: others, heading, signupTo }} signupTo={signupTo} />;
}
