import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useResendActivation } from '../../features/account/api/activation-mail.ts';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { ReturnLink } from '../return-link.tsx';

/** After signup: check your mail (with the address), send the mail again. */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQuery);
  const resend = useResendActivation();
  if (!user) return <Navigate to={paths.signup()} replace />;
  return (
    <div className="container py-4 narrow-page text-center" data-testid="complete-signup">
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3">{t('complete_signup.title')}</h1>
          <p>{t('complete_signup.body', { email: user.email })}</p>
          {resend.isSuccess ? (
            <p className="alert alert-success" role="status">
              {t('complete_signup.resent')}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary mb-3"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
            >
              {t('complete_signup.resend')}
            </button>
          )}
          <div className="d-flex flex-column align-items-center gap-2">
            <ReturnLink className="btn btn-primary" />
            <Link to={paths.members()}>{t('complete_signup.search')}</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
