import { useTranslation } from 'react-i18next';
import { FreeSignupLink } from './free-signup-link.tsx';
import type { LandingMember } from './landing-photo.tsx';
import { OtherMembers } from './other-members.tsx';

interface NeutralLandingProps {
  others: LandingMember[];
  /** The town, region or theme the landing's slug names, if any. */
  place: string | undefined;
  signupTo: string;
}

/**
 * A profile landing whose member is not shown (hidden, gone, no public photo, not of this site): other members under a
 * neutral heading that never names or hints at the member of the ad.
 */
export function NeutralLanding({ others, place, signupTo }: NeutralLandingProps) {
  const { t } = useTranslation();
  return (
    <div className="container landing landing-neutral py-4" data-testid="landing-neutral">
      <h1 className="h3 text-center">{place ? t('landings.neutral_in', { place }) : t('landings.neutral')}</h1>
      <p className="text-center text-body-secondary">{t('landings.neutral_lead')}</p>
      <OtherMembers
        members={others}
        heading={t('landings.others')}
        signupTo={signupTo}
        variant="cards"
        sizes="(max-width: 575px) 50vw, (max-width: 991px) 33vw, 240px"
      />
      <FreeSignupLink signupTo={signupTo} />
    </div>
  );
}
