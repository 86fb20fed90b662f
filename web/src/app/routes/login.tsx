import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isLanguage } from '../../../../shared/languages.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useLogin } from '../../features/account/api/login.ts';
import { ApiError } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

/** /login: email and password; the server's refusal (wrong, locked, too many tries) is shown as it says it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const reactivated = useSearchParams()[0].get('reactivated') === '1';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: async (user) => {
          if (isLanguage(user.language)) await changeLanguage(user.language);
          navigate(paths.index());
        },
      },
    );
  };
  const error = login.error instanceof ApiError ? login.error.message : login.error ? t('errors.generic') : undefined;
  return (
    <PageCard>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <h1 className="h3 mb-3">{t('login.title')}</h1>
        {reactivated && (
          <div className="alert alert-success" role="status" data-testid="reactivated">
            {t('login.reactivated')}
          </div>
        )}
        <ErrorAlert message={error} testId="login-error" />
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
          {t('login.submit')}
        </button>
        <p className="mt-3 mb-0 text-center">
          <Link to={paths['reset-password']()}>{t('login.forgot')}</Link>
        </p>
        <p className="mt-3 mb-0 text-center">
          {t('login.no_account')} <Link to={paths.signup()}>{t('login.signup')}</Link>
        </p>
      </form>
    </PageCard>
  );
}
