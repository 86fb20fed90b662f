import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FreeSignupLink } from '../../features/landings/components/free-signup-link.tsx';
import { HeartIcon } from '../../features/landings/components/heart-icon.tsx';
import { LandingPhoto } from '../../features/landings/components/landing-photo.tsx';
import { OtherMembers } from '../../features/landings/components/other-members.tsx';
import { ProfileLanding, type ShownLanding } from './profile-landing.tsx';
import './landings.scss';

/**
 * /members/:id/landing3/:slug?: the member's photo as a full-width stage with name, town, like and message on it; their
 * words and a mosaic of other members of the town, region or theme below.
 */
export function Component() {
  return <ProfileLanding design={StageLanding} />;
}

function StageLanding({ member, others, signupTo }: ShownLanding) {
  const { t } = useTranslation();
  const { name } = member;
  return (
    <div className="landing landing-stage" data-testid="landing-stage">
      <section className="landing-stage-hero">
        <div className="landing-stage-inner">
          <LandingPhoto member={member} className="landing-stage-photo" sizes="(max-width: 767px) 100vw, 560px" eager />
          <div className="landing-stage-caption">
            <h1 className="landing-stage-name">
              {name}, {member.age}
            </h1>
            {member.city && <p className="landing-stage-town">{member.city}</p>}
            <div className="landing-stage-actions">
              <Link to={signupTo} className="btn btn-light btn-lg landing-stage-like">
                <HeartIcon /> {t('landings.cta_like', { name })}
              </Link>
              <Link to={signupTo} className="btn btn-secondary btn-lg fw-semibold" data-testid="landing-cta">
                {t('landings.cta_message', { name })}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <div className="container py-4">
        {member.about && (
          <section className="landing-stage-about" aria-label={t('landings.about', { name })}>
            <p className="lead mb-0">{member.about}</p>
          </section>
        )}
        <OtherMembers {...others} variant="mosaic" sizes="(max-width: 575px) 33vw, 180px" />
        <FreeSignupLink signupTo={signupTo} />
      </div>
    </div>
  );
}
