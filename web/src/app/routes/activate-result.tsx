import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVATION_COOKIE } from '../../../../shared/constants.ts';
import { useLandingMember } from '../../features/landings/api/landing-member.ts';
import { useWelcomeDiscount } from '../../features/credits/api/payments.ts';
import { useTimeBonus } from '../../features/time-bonus/use-time-bonus.ts';
import { readCookie } from '../../lib/cookies.ts';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { ReturnLink } from '../return-link.tsx';
import { settingsQuery } from '../../lib/site-settings.ts';

/**
 * /activate/done, reached through an activation link only (page-guards.ts): write to the member of the profile landing
 * signed up from (while they may still be contacted), get premium (with the member's active
 * discount as a badge: the time bonus while it runs, otherwise the welcome discount, SPEC §4), search members,
 * complete profile; or, for a link used before, that the account is active.
 */
function ActivateDone() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  const landingMember = useLandingMember();
  const timeBonus = useTimeBonus();
  const welcome = useWelcomeDiscount(Boolean(user && !user.paid_user && !timeBonus));
  const discount = timeBonus ?? welcome;
  if (readCookie(ACTIVATION_COOKIE) === 'already_active') return <AlreadyActive loggedIn={Boolean(user)} />;
  return (
    <div className="container py-4 narrow-page text-center" data-testid="activate-done">
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3">{t('activate.done_title')}</h1>
          <p>{t('activate.done_body', { site_name: settings.name })}</p>
          <div className="d-grid gap-2">
            {landingMember && (
              <Link
                to={paths['members-id-chat'](landingMember.id)}
                className="btn btn-primary btn-lg fw-semibold"
                data-testid="write-to-landing-member"
              >
                {t('landings.write_to', { name: landingMember.name })}
              </Link>
            )}
            <ReturnLink className="btn btn-primary btn-lg fw-semibold" />
            <Link to={paths.premium()} className="btn btn-secondary fw-semibold position-relative">
              {t('activate.get_premium')}
              {discount && (
                <span className="badge text-bg-warning ms-2" data-testid="discount-badge">
                  {t('activate.discount_badge', { percentage: discount.percentage })}
                </span>
              )}
            </Link>
            <Link to={paths.members()} className="btn btn-primary">
              {t('activate.search_members')}
            </Link>
            <Link to={paths.profile()} className="btn btn-outline-primary">
              {t('activate.signup_profile')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

function AlreadyActive({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="container py-4 narrow-page text-center" data-testid="activate-already">
      <h1 className="h3">{t('activate.already_title')}</h1>
      <p>{t(loggedIn ? 'activate.already_body' : 'activate.already_login')}</p>
      <Link to={loggedIn ? paths.members() : paths.login()} className="btn btn-primary">
        {t(loggedIn ? 'activate.search_members' : 'nav.login')}
      </Link>
    </div>
  );
}

/** /activate/error: 'Activeren mislukt'. */
function ActivateError() {
  const { t } = useTranslation();
  return (
    <div className="container py-4 narrow-page text-center" data-testid="activate-error">
      <h1 className="h3">{t('activate.error_title')}</h1>
      <p>{t('activate.error_body')}</p>
      <Link to={paths.login()} className="btn btn-primary">
        {t('nav.login')}
      </Link>
    </div>
  );
}

export const activateDone = { Component: ActivateDone };
export const activateError = { Component: ActivateError };
