import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useResetPassword } from '../../features/account/api/password-reset.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';

/** /reset-password/do?token=: the new password, twice; the server checks the link and the repeat. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(
      { token: params.get('token') ?? '', password, password_repeat: repeat },
      { onSuccess: () => navigate(paths.index()) },
    );
  };
  const error = reset.error instanceof ApiError ? reset.error : undefined;
  const fields = error?.body.fields ?? {};
  const linkInvalid = error?.body.code === 'link_invalid';
  return (
    <PageCard>
      <form onSubmit={submit} noValidate data-testid="reset-form">
        <h1 className="h3">{t('reset_password_do.title')}</h1>
        <ErrorAlert message={error && !error.body.fields ? error.message : undefined} testId="reset-error">
          {linkInvalid && <Link to={paths['reset-password']()}>{t('reset_password_do.request_new')}</Link>}
        </ErrorAlert>
        <TextField
          label={t('reset_password_do.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={fields.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t('reset_password_do.password_repeat')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          error={fields.password_repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
          {t('reset_password_do.submit')}
        </button>
      </form>
    </PageCard>
  );
}
