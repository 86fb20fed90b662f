import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signupBody } from '../../../../../shared/contracts/accounts.ts';
import { suggestEmail } from '../../../../../shared/email-typo.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { keepReturnPath } from '../../../lib/return-path.ts';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { inviteFromUrl, landingMemberFromUrl, trackingFromUrl, useSignup } from '../api/signup.ts';

/** Tells the signup modal while a signup is under way (typed in, or being sent), so a stray click keeps it open. */
function ProgressReport({
  inProgress,
  onProgress,
}: {
  inProgress: boolean;
  onProgress?: (inProgress: boolean) => void;
}) {
  useEffect(() => onProgress?.(inProgress), [onProgress, inProgress]);
  return null;
}

interface SignupFormProps {
  onProgress?: (inProgress: boolean) => void;
  /** The member of the profile landing signed up from (else the page's `?landing_member=`, if any). */
  landingMemberId?: string;
  /** The page the visitor was headed for, offered again at the end of signup (lib/return-path.ts). */
  returnTo?: string;
}

/** The signup form of SPEC §3, checked here with the server's own schema and texts. */
export function SignupForm({ onProgress, landingMemberId, returnTo }: SignupFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const invite = inviteFromUrl(location.search);
  const landingMember = landingMemberId ?? landingMemberFromUrl(location.search);

  // Refused before anything is typed: a site that takes no signups ('other'), an invite-only one without invitation.
  // Signups only with a traffic source the server decides (the first touch is in a cookie no script reads).
  const refusal =
    settings.signups === 'other'
      ? { testId: 'signup-closed', text: t('errors.signup_closed') }
      : settings.invite_only && !invite
        ? { testId: 'signup-invite-only', text: t('errors.invite_required') }
        : undefined;
  if (refusal) {
    return (
      <div data-testid={refusal.testId}>
        <h1 className="h3">{t('signup.title')}</h1>
        <p>{refusal.text}</p>
        <p className="mb-0">
          {t('signup.have_account')} <Link to={paths.login()}>{t('nav.login')}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form
      schema={signupBody}
      defaultValues={{ email: '', name: '', date_of_birth: '', signup_message: '', password: '' }}
      onSubmit={async (values) => {
        await signup.mutateAsync({
          ...values,
          ...trackingFromUrl(location.search),
          invite,
          landing_member_id: landingMember,
        });
        if (returnTo) keepReturnPath(returnTo);
        navigate(`${paths.signup()}?step=0`);
      }}
      testId="signup-form"
    >
      {({ field, formState, setValue, watch }) => {
        const suggestion = suggestEmail(watch('email'));
        return (
          <>
            <ProgressReport inProgress={formState.isDirty || signup.isPending} onProgress={onProgress} />
            <h1 className="h3">{t('signup.title')}</h1>
            <p className="text-body-secondary">{t('signup.intro')}</p>
            <TextField label={t('signup.email')} type="email" autoComplete="email" {...field('email')} />
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
              {...field('name')}
            />
            <TextField label={t('signup.date_of_birth')} type="date" autoComplete="bday" {...field('date_of_birth')} />
            <TextAreaField
              label={t('signup.signup_message')}
              rows={3}
              placeholder={t('signup.signup_message_placeholder')}
              {...field('signup_message')}
            />
            <TextField
              label={t('signup.password')}
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
            <p className="small text-body-secondary">
              {t('signup.terms_notice')} <Link to={paths.pages('terms')}>{t('footer.terms')}</Link> ·{' '}
              <Link to={paths.pages('privacy')}>{t('footer.privacy')}</Link>
            </p>
            <FormActions>
              <button type="submit" className="btn btn-secondary btn-lg w-100 fw-semibold" disabled={signup.isPending}>
                {t('signup.submit')}
              </button>
            </FormActions>
            <p className="mt-3 mb-0 text-center">
              {t('signup.have_account')} <Link to={paths.login()}>{t('nav.login')}</Link>
            </p>
          </>
        );
      }}
    </Form>
  );
}
