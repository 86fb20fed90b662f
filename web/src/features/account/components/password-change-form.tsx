import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/settings.ts';

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState({ old_password: '', password: '', password_repeat: '' });
  const fields = change.error instanceof ApiError ? (change.error.body.fields ?? {}) : {};
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={fields[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values, { onSuccess: () => setValues({ old_password: '', password: '', password_repeat: '' }) });
  };
  return (
    <form className="card border-0 shadow-sm mb-4" onSubmit={submit} noValidate data-testid="password-change">
      <div className="card-body">
        <h2 className="h5">{t('settings.password_title')}</h2>
        {change.isSuccess && (
          <p className="alert alert-success" role="status">
            {t('settings.password_changed')}
          </p>
        )}
        {field('old_password', t('settings.old_password'), 'current-password')}
        {field('password', t('settings.new_password'), 'new-password')}
        {field('password_repeat', t('settings.new_password_repeat'), 'new-password')}
        <button type="submit" className="btn btn-outline-primary" disabled={change.isPending}>
          {t('settings.password_submit')}
        </button>
      </div>
    </form>
  );
}
