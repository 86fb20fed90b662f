import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useRequestPasswordReset } from '../../features/account/api/password-reset.ts';
import { ApiError } from '../../lib/api-client.ts';

/** /reset-password: mails a link to choose a new password. */
export function Component() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  const error =
    request.error instanceof ApiError ? request.error.message : request.error ? t('errors.generic') : undefined;
  return (
    <PageCard>
      <form onSubmit={submit} noValidate data-testid="reset-request-form">
        <h1 className="h3">{t('reset_password.title')}</h1>
        {request.isSuccess ? (
          <p className="alert alert-success mb-0" role="status" data-testid="reset-sent">
            {t('reset_password.sent', { email: email.trim() })}
          </p>
        ) : (
          <>
            <p className="text-body-secondary">{t('reset_password.intro')}</p>
            <ErrorAlert message={error} testId="reset-error" />
            <TextField
              label={t('reset_password.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>
              {t('reset_password.submit')}
            </button>
          </>
        )}
      </form>
    </PageCard>
  );
}
