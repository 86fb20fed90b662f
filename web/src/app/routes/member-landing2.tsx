import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingPhoto } from '../../features/landings/components/landing-photo.tsx';
import { OtherMembers } from '../../features/landings/components/other-members.tsx';
import { ProfileLanding, type ShownLanding } from './profile-landing.tsx';
import './landings.scss';

/**
 * /members/:id/landing2/:slug?: "say hello": the member's face and words as a chat opening, a message box that opens
 * signup, and other faces of the town, region or theme below.
 */
export function Component() {
  return <ProfileLanding design={HelloLanding} />;
}

function HelloLanding({ member, others, signupTo }: ShownLanding) {
  const { t } = useTranslation();
  const { name } = member;
  return (
    <div className="landing landing-hello" data-testid="landing-hello">
      <div className="container py-4 py-md-5">
        <section className="landing-hello-panel card border-0 shadow mx-auto">
          <div className="card-body p-3 p-md-4">
            <div className="d-flex align-items-center gap-3 mb-3">
              <LandingPhoto member={member} className="landing-hello-avatar" sizes="96px" eager />
              <div className="min-w-0">
                <h1 className="h4 mb-0">{t('landings.say_hello', { name })}</h1>
                <p className="mb-0 text-body-secondary text-truncate">
                  {name}, {member.age}
                  {member.city && ` · ${member.city}`}
                </p>
              </div>
            </div>
            {member.about && <blockquote className="landing-hello-bubble">{member.about}</blockquote>}
            <Link
              to={signupTo}
              className="landing-hello-composer"
              aria-label={t('landings.cta_message', { name })}
              data-testid="landing-cta"
            >
              <span className="landing-hello-placeholder">{t('landings.message_placeholder')}</span>
              <span className="btn btn-secondary fw-semibold">{t('landings.send')}</span>
            </Link>
            <p className="small text-body-secondary text-center mt-2 mb-0">{t('landings.free_note')}</p>
          </div>
        </section>
        <OtherMembers {...others} variant="faces" sizes="80px" />
      </div>
    </div>
  );
}
