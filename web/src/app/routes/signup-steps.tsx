import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { SignupStep } from '../../../../shared/contracts/profile.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { PhotoStep } from '../../features/photos/components/photo-step.tsx';
import { useSaveSignupStep } from '../../features/profile/api/signup-step.ts';
import { AboutStep } from '../../features/profile/components/about-step.tsx';
import { LocationStep } from '../../features/profile/components/location-step.tsx';
import { PersonalStep } from '../../features/profile/components/personal-step.tsx';
import { PushStep } from '../../features/push/components/push-step.tsx';
import { useInterests } from '../../features/site/api/interests.ts';
import { useRegions } from '../../features/site/api/regions.ts';
import { useAlertDismissal } from '../../lib/alert-dismissal.ts';
import { paths } from '../../lib/paths.ts';
import { pushCapable } from '../../lib/push.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** Steps 0 to 4 (SPEC §2): photo, location, personal info, about me, optional push; each under its own heading. */
const STEP_TITLES = [
  'signup_steps.photo_title',
  'signup_steps.location_title',
  'signup_steps.personal_title',
  'signup_steps.about_title',
  'push.title',
] as const;
export const FIRST_SIGNUP_STEP = 0;
export const LAST_SIGNUP_STEP = STEP_TITLES.length - 1;
const PUSH_STEP = 4;

/** The push step is offered only where this browser can take pushes and the site has a push key. */
export const signupStepCount = (pushOffered: boolean) => (pushOffered ? STEP_TITLES.length : PUSH_STEP);

/** The signup steps after the account exists, then the members who fit; the push step only where push works. */
export function SignupSteps({ step, user }: { step: number; user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const save = useSaveSignupStep();
  const pushAlert = useAlertDismissal(user, 'push');
  const regions = useRegions();
  const interests = useInterests();
  const pushOffered = pushCapable() && settings.push_public_key !== '';
  const total = signupStepCount(pushOffered);
  const go = (next: number) => {
    const done = next > LAST_SIGNUP_STEP || (next === PUSH_STEP && !pushOffered);
    navigate(done ? paths['signup-matches']() : `${paths.signup()}?step=${next}`);
  };
  const shown = step - FIRST_SIGNUP_STEP + 1;
  /** Each step form shows a refusal itself, under its field or by its button. */
  const submit = async (body: SignupStep) => {
    await save.mutateAsync(body);
    go(step + 1);
  };
  return (
    <div className="container py-4 narrow-page" data-testid="signup-steps">
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">
          <p className="small text-body-secondary mb-1">{t('signup_steps.step_of', { step: shown, total })}</p>
          <div className="progress mb-3" role="presentation" style={{ height: 6 }}>
            <div className="progress-bar bg-secondary" style={{ width: `${(shown / total) * 100}%` }} />
          </div>
          <h1 className="h4 mb-3">{t(STEP_TITLES[step]!)}</h1>
          {step === 0 && <PhotoStep cdnPrefix={settings.cdn_prefix} onNext={() => go(1)} />}
          {step === 1 &&
            (regions.data ? (
              <LocationStep
                regions={regions.data}
                initialCountry={user.profile.country}
                busy={save.isPending}
                onSubmit={submit}
              />
            ) : (
              <PageLoading />
            ))}
          {step === 2 && (
            <PersonalStep
              lookingFor={user.profile.looking_for}
              busy={save.isPending}
              onBack={() => go(1)}
              onSubmit={submit}
            />
          )}
          {step === 3 &&
            (interests.data ? (
              <AboutStep interests={interests.data} busy={save.isPending} onBack={() => go(2)} onSubmit={submit} />
            ) : (
              <PageLoading />
            ))}
          {step === PUSH_STEP && (
            <PushStep
              publicKey={settings.push_public_key}
              onDone={() => go(PUSH_STEP + 1)}
              onNotNow={() => {
                pushAlert.dismiss();
                go(PUSH_STEP + 1);
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
