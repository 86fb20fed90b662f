import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_DELETED_REDIRECT_SECONDS, DELETION_GRACE_DAYS, SECOND_MS } from '../../../../shared/constants.ts';
import { useSetUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';

/** /account-deleted: what happens now, then back to the home page after a countdown in seconds. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(ACCOUNT_DELETED_REDIRECT_SECONDS);
  const setUser = useSetUser();
  // The server ended the session with the deletion; here the member is logged out too.
  useEffect(() => void setUser(null), [setUser]);
  useEffect(() => {
    if (seconds <= 0) {
      navigate(paths.index(), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), SECOND_MS);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <div className="container py-5 narrow-page text-center" data-testid="account-deleted">
      <h1 className="h3">{t('account_deleted.title')}</h1>
      <p>{t('account_deleted.body', { count: DELETION_GRACE_DAYS })}</p>
      <p className="text-body-secondary" data-testid="redirect-countdown">
        {t('account_deleted.redirect', { count: seconds })}
      </p>
      <Link to={paths.index()}>{t('nav.home')}</Link>
    </div>
  );
}
