import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestEmailChange } from '../api/settings.ts';

/** A new address with the password; the change happens when the link mailed to the new address is used. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const fields = change.error instanceof ApiError ? (change.error.body.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ new_email: newEmail, password });
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} noValidate data-testid="email-change">
      <div className="card-body">
        <h2 className="h5">{t('settings.email_change_title')}</h2>
        <p className="small text-body-secondary">{t('settings.current_email', { email: currentEmail })}</p>
        {change.isSuccess ? (
          <p className="alert alert-success mb-0" role="status">
            {t('settings.email_change_sent', { email: newEmail.trim().toLowerCase() })}
          </p>
        ) : (
          <>
            <TextField
              label={t('settings.new_email')}
              type="email"
              autoComplete="email"
              value={newEmail}
              error={fields.new_email}
              onChange={(e) => setNewEmail(e.target.value)}
            />
            <TextField
              label={t('settings.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={fields.password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={change.isPending}>
              {t('settings.email_change_submit')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
