import { useTranslation } from 'react-i18next';
import { passwordResetRequestBody } from '../../../../shared/contracts/accounts.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { useRequestPasswordReset } from '../../features/account/api/password-reset.ts';

/** /reset-password: mails a link to choose a new password. */
export function Component() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  return (
    <PageCard>
      <Form
        schema={passwordResetRequestBody}
        defaultValues={{ email: '' }}
        onSubmit={(values) => request.mutateAsync(values.email)}
        testId="reset-request-form"
      >
        {({ field }) => (
          <>
            <h1 className="h3">{t('reset_password.title')}</h1>
            {request.isSuccess ? (
              <p className="alert alert-success mb-0" role="status" data-testid="reset-sent">
                {t('reset_password.sent', { email: request.variables })}
              </p>
            ) : (
              <>
                <p className="text-body-secondary">{t('reset_password.intro')}</p>
                <TextField label={t('reset_password.email')} type="email" autoComplete="email" {...field('email')} />
                <FormActions errorTestId="reset-error">
                  <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>
                    {t('reset_password.submit')}
                  </button>
                </FormActions>
              </>
            )}
          </>
        )}
      </Form>
    </PageCard>
  );
}
