import { useTranslation } from 'react-i18next';
import { emailChangeBody } from '../../../../../shared/contracts/accounts.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useRequestEmailChange } from '../api/settings.ts';

/** A new address with the password; the change happens when the link mailed to the new address is used. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useRequestEmailChange();
  return (
    <Form
      schema={emailChangeBody}
      defaultValues={{ new_email: '', password: '' }}
      onSubmit={(values) => change.mutateAsync(values)}
      className="card border-0 shadow-sm mb-4"
      testId="email-change"
    >
      {({ field }) => (
        <div className="card-body">
          <h2 className="h5">{t('settings.email_change_title')}</h2>
          <p className="small text-body-secondary">{t('settings.current_email', { email: currentEmail })}</p>
          {change.isSuccess ? (
            <p className="alert alert-success mb-0" role="status">
              {t('settings.email_change_sent', { email: change.variables.new_email })}
            </p>
          ) : (
            <>
              <TextField label={t('settings.new_email')} type="email" autoComplete="email" {...field('new_email')} />
              <TextField
                label={t('settings.password')}
                type="password"
                autoComplete="current-password"
                {...field('password')}
              />
              <FormActions>
                <button type="submit" className="btn btn-outline-primary" disabled={change.isPending}>
                  {t('settings.email_change_submit')}
                </button>
              </FormActions>
            </>
          )}
        </div>
      )}
    </Form>
  );
}
