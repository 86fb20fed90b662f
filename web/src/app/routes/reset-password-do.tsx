import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordResetBody } from '../../../../shared/contracts/accounts.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { useResetPassword } from '../../features/account/api/password-reset.ts';
import { NewPasswordFields } from '../../features/account/components/new-password-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';

/** /reset-password/do?token=: the new password, twice; the server checks the link and the repeat. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const linkInvalid = reset.error instanceof ApiError && reset.error.body.code === 'link_invalid';
  return (
    <PageCard>
      <Form
        schema={passwordResetBody}
        defaultValues={{ token: params.get('token') ?? '', password: '', password_repeat: '' }}
        onSubmit={async (values) => {
          await reset.mutateAsync(values);
          navigate(paths.index(), { state: { flash: 'password_reset' } });
        }}
        testId="reset-form"
      >
        {({ field }) => (
          <>
            <h1 className="h3">{t('reset_password_do.title')}</h1>
            <NewPasswordFields
              field={field}
              label={t('reset_password_do.password')}
              repeatLabel={t('reset_password_do.password_repeat')}
            />
            <FormActions
              errorTestId="reset-error"
              errorDetail={
                linkInvalid && <Link to={paths['reset-password']()}>{t('reset_password_do.request_new')}</Link>
              }
            >
              <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
                {t('reset_password_do.submit')}
              </button>
            </FormActions>
          </>
        )}
      </Form>
    </PageCard>
  );
}
