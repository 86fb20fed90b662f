import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingPhoto } from '../../features/landings/components/landing-photo.tsx';
import { OtherMembers } from '../../features/landings/components/other-members.tsx';
import { ProfileLanding, type ShownLanding } from './profile-landing.tsx';
import './landings.scss';

/** /members/:id/landing: the member as a profile card (photo, name, about, message and like), others below. */
export function Component() {
  return <ProfileLanding design={CardLanding} />;
}

function CardLanding({ member, others, signupTo }: ShownLanding) {
  const { t } = useTranslation();
  const { name } = member;
  return (
    <div className="container landing landing-card py-3 py-md-5" data-testid="landing-card">
      <article className="card border-0 shadow landing-card-profile">
        <div className="row g-0">
          <div className="col-md-6">
            <LandingPhoto member={member} sizes="(max-width: 767px) 100vw, 480px" eager />
          </div>
          <div className="col-md-6 card-body p-4 d-flex flex-column">
            <h1 className="h2 mb-1">
              {name}, {member.age}
            </h1>
            {member.city && <p className="text-body-secondary mb-3">{member.city}</p>}
            {member.about && (
              <>
                <h2 className="h6 text-uppercase text-body-secondary">{t('landings.about', { name })}</h2>
                <p className="landing-about">{member.about}</p>
              </>
            )}
            <div className="d-grid gap-2 mt-auto pt-2">
              <Link to={signupTo} className="btn btn-secondary btn-lg fw-semibold" data-testid="landing-cta">
                {t('landings.cta_message', { name })}
              </Link>
              <Link to={signupTo} className="btn btn-outline-primary">
                {t('landings.cta_like', { name })}
              </Link>
            </div>
            <p className="small text-body-secondary text-center mt-2 mb-0">{t('landings.free_note')}</p>
          </div>
        </div>
      </article>
      <OtherMembers {...others} variant="cards" sizes="(max-width: 575px) 50vw, (max-width: 991px) 33vw, 240px" />
    </div>
  );
}
