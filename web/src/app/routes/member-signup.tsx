import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { SignupForm } from '../../features/account/components/signup-form.tsx';
import { useMemberLanding } from '../../features/landings/api/member-landing.ts';
import { LandingPhoto } from '../../features/landings/components/landing-photo.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import './landings.scss';

/**
 * /members/:id/signup: signup with the member of the ad as the first contact after activation; the member shown above
 * the form when a visitor may see them, else the form alone (the id is sent either way: the server keeps it only for
 * a member the new member may see). A member already logged in goes to the profile.
 */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id!;
  const { data: user } = useSuspenseQuery(userQuery);
  const { member } = useMemberLanding(id);
  if (user) return <Navigate to={paths['members-id'](id)} replace />;
  return (
    <div className="container landing landing-signup py-4" data-testid="member-signup">
      <div className="card border-0 shadow-sm mx-auto landing-signup-card">
        {member && (
          <div className="landing-signup-member d-flex align-items-center gap-3 p-3" data-testid="member-signup-member">
            <LandingPhoto member={member} className="landing-signup-avatar" sizes="72px" eager />
            <div className="min-w-0">
              <p className="h5 mb-1">{t('landings.signup_for', { name: member.name })}</p>
              <p className="small mb-0">{t('landings.signup_for_lead', { name: member.name })}</p>
            </div>
          </div>
        )}
        <div className="card-body p-4">
          <SignupForm landingMemberId={id} />
        </div>
      </div>
    </div>
  );
}
