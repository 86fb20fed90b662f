import { useTranslation } from 'react-i18next';
import { passwordChangeBody } from '../../../../../shared/contracts/accounts.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { useChangePassword } from '../api/settings.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  return (
    <Form
      schema={passwordChangeBody}
      defaultValues={{ old_password: '', password: '', password_repeat: '' }}
      onSubmit={async (values, form) => {
        await change.mutateAsync(values);
        showToast(t('settings.password_changed'));
        form.reset();
      }}
      className="card border-0 shadow-sm mb-4"
      testId="password-change"
    >
      {({ field }) => (
        <div className="card-body">
          <h2 className="h5">{t('settings.password_title')}</h2>
          <TextField
            label={t('settings.old_password')}
            type="password"
            autoComplete="current-password"
            {...field('old_password')}
          />
          <NewPasswordFields
            field={field}
            label={t('settings.new_password')}
            repeatLabel={t('settings.new_password_repeat')}
          />
          <FormActions>
            <button type="submit" className="btn btn-outline-primary" disabled={change.isPending}>
              {t('settings.password_submit')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
