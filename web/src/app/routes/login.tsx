import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginBody } from '../../../../shared/contracts/auth.ts';
import { isLanguage } from '../../../../shared/languages.ts';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { PageCard } from '../../components/page-card.tsx';
import { useSaveLanguage } from '../../features/account/api/language.ts';
import { useLogin } from '../../features/account/api/login.ts';
import { ApiError } from '../../lib/api-client.ts';
import { changeLanguage, chosenLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { NEXT_PARAM, safeNext, signupThenBackTo } from '../../lib/return-path.ts';

/**
 * /login: email and password, both required before anything is sent; the server's refusal is shown as it says it.
 * Logged in, the member goes back to the screen that sent them here (`?next=`), else to the members' search.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const saveLanguage = useSaveLanguage();
  const [params] = useSearchParams();
  const reactivated = params.get('reactivated') === '1';
  // Sent here from a members-only screen: back there once logged in.
  const next = safeNext(params.get(NEXT_PARAM));
  return (
    <PageCard>
      <Form
        schema={loginBody}
        defaultValues={{ email: '', password: '' }}
        onSubmit={async (values) => {
          const user = await login.mutateAsync(values).catch((error: unknown) => {
            // A banned member is told why on the ban page, not in the form.
            if (error instanceof ApiError && error.body.code === 'account_banned') navigate(paths.pages('ban'));
            throw error;
          });
          // A language chosen on this device wins and goes to the account; without one, the account's applies.
          const chosen = chosenLanguage();
          if (chosen && chosen !== user.language) await saveLanguage.mutateAsync(chosen);
          else if (!chosen && isLanguage(user.language)) await changeLanguage(user.language);
          navigate(next ?? paths.members(), { replace: true });
        }}
        testId="login-form"
      >
        {({ field }) => (
          <>
            <h1 className="h3 mb-3">{t('login.title')}</h1>
            {reactivated && (
              <div className="alert alert-success" role="status" data-testid="reactivated">
                {t('login.reactivated')}
              </div>
            )}
            <TextField label={t('login.email')} type="email" autoComplete="email" required {...field('email')} />
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              required
              {...field('password')}
            />
            <FormActions errorTestId="login-error">
              <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
                {t('login.submit')}
              </button>
            </FormActions>
            <p className="mt-3 mb-0 text-center">
              <Link to={paths['reset-password']()}>{t('login.forgot')}</Link>
            </p>
            <p className="mt-3 mb-0 text-center">
              {t('login.no_account')}{' '}
              <Link to={next ? signupThenBackTo(next) : paths.signup()}>{t('login.signup')}</Link>
            </p>
          </>
        )}
      </Form>
    </PageCard>
  );
}
