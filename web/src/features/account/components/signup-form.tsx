import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MIN_AGE } from '../../../../../shared/constants.ts';
import { type SignupBody, signupBody } from '../../../../../shared/contracts/accounts.ts';
import { suggestEmail } from '../../../../../shared/email-typo.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { settingsQuery } from '../../site/api/settings.ts';
import { inviteFromUrl, trackingFromUrl, useSignup } from '../api/signup.ts';

type SignupValues = Pick<SignupBody, 'email' | 'name' | 'date_of_birth' | 'signup_message' | 'password'>;
const FIELDS: (keyof SignupValues)[] = ['email', 'name', 'date_of_birth', 'signup_message', 'password'];

/** The signup form of SPEC §3, checked here with the server's own schema and texts. */
export function SignupForm({ onProgress }: { onProgress?: (inProgress: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const invite = inviteFromUrl(location.search);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupBody) as never,
    defaultValues: { email: '', name: '', date_of_birth: '', signup_message: '', password: '' },
  });
  const { register, handleSubmit, formState, setError, setValue, control } = form;
  /** Client-side errors carry catalogue keys; the server's come translated already. */
  const message = (field: keyof SignupValues) => {
    const error = formState.errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { min_age: MIN_AGE });
  };
  const suggestion = suggestEmail(useWatch({ control, name: 'email' }));
  const inProgress = formState.isDirty || signup.isPending;
  useEffect(() => onProgress?.(inProgress), [onProgress, inProgress]);

  const submit = handleSubmit((values) =>
    signup.mutate(
      { ...values, ...trackingFromUrl(location.search), invite },
      {
        onSuccess: () => navigate(`${paths.signup()}?step=0`),
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
          for (const field of FIELDS) if (fields[field]) setError(field, { type: 'server', message: fields[field] });
        },
      },
    ),
  );
  const fieldErrors = signup.error instanceof ApiError && signup.error.body.fields;
  const formError = signup.error && !fieldErrors ? (signup.error as Error).message || t('errors.generic') : undefined;

  if (settings.invite_only && !invite) {
    return (
      <div data-testid="signup-invite-only">
        <h1 className="h3">{t('signup.title')}</h1>
        <p>{t('errors.invite_required')}</p>
        <p className="mb-0">
          {t('signup.have_account')} <Link to={paths.login()}>{t('nav.login')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="signup-form">
      <h1 className="h3">{t('signup.title')}</h1>
      <p className="text-body-secondary">{t('signup.intro')}</p>
      <ErrorAlert message={formError} />
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        error={message('email')}
        {...register('email')}
      />
      {suggestion && (
        <p className="small mt-n2 mb-3" data-testid="email-suggestion">
          {t('validation.email_suggestion', { email: suggestion })}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => setValue('email', suggestion)}
          >
            {t('signup.use_suggestion', { email: suggestion })}
          </button>
        </p>
      )}
      <TextField
        label={t('signup.name')}
        autoComplete="nickname"
        hint={t('signup.name_hint')}
        error={message('name')}
        {...register('name')}
      />
      <TextField
        label={t('signup.date_of_birth')}
        type="date"
        autoComplete="bday"
        error={message('date_of_birth')}
        {...register('date_of_birth')}
      />
      <TextAreaField
        label={t('signup.signup_message')}
        rows={3}
        placeholder={t('signup.signup_message_placeholder')}
        {...register('signup_message')}
      />
      <TextField
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        error={message('password')}
        {...register('password')}
      />
      <p className="small text-body-secondary">
        {t('signup.terms_notice')} <Link to={paths['pages-terms']()}>{t('footer.terms')}</Link> ·{' '}
        <Link to={paths['pages-privacy']()}>{t('footer.privacy')}</Link>
      </p>
      <button type="submit" className="btn btn-secondary btn-lg w-100 fw-semibold" disabled={signup.isPending}>
        {t('signup.submit')}
      </button>
      <p className="mt-3 mb-0 text-center">
        {t('signup.have_account')} <Link to={paths.login()}>{t('nav.login')}</Link>
      </p>
    </form>
  );
}
