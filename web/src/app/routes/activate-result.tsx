import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WELCOME_DISCOUNT_PERCENTAGE } from '../../../../shared/constants.ts';
import { userQuery } from '../../features/account/api/user.ts';
import { settingsQuery } from '../../features/site/api/settings.ts';
import { paths } from '../../lib/paths.ts';

/** /activate/done: get premium (with the welcome discount for unpaid members), search members, complete profile. */
function ActivateDone() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  return (
    <div className="container py-4 narrow-page text-center" data-testid="activate-done">
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3">{t('activate.done_title')}</h1>
          <p>{t('activate.done_body', { site_name: settings.name })}</p>
          <div className="d-grid gap-2">
            <Link to={paths.premium()} className="btn btn-secondary fw-semibold position-relative">
              {t('activate.get_premium')}
              {!user?.paid_user && (
                <span className="badge text-bg-warning ms-2" data-testid="discount-badge">
                  {t('activate.discount_badge', { percentage: WELCOME_DISCOUNT_PERCENTAGE })}
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
