import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETION_GRACE_DAYS } from '../../../../../shared/constants.ts';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/settings.ts';

/** Deletion with the password and an explicit confirmation; the grace period is stated before, not after. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const fields = remove.error instanceof ApiError ? (remove.error.body.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, { onSuccess: onDeleted });
  };
  return (
    <form
      className="card border-danger-subtle shadow-sm mb-4"
      onSubmit={submit}
      noValidate
      data-testid="delete-account"
    >
      <div className="card-body">
        <h2 className="h5 text-danger">{t('settings.delete_title')}</h2>
        <p>{t('settings.delete_intro', { days: DELETION_GRACE_DAYS })}</p>
        <TextField
          label={t('settings.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={fields.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="form-check mb-3">
          <input
            id="delete-confirm"
            className="form-check-input"
            type="checkbox"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="delete-confirm">
            {t('settings.delete_confirm')}
          </label>
        </div>
        <button type="submit" className="btn btn-danger" disabled={!confirmed || remove.isPending}>
          {t('settings.delete_submit')}
        </button>
      </div>
    </form>
  );
}
