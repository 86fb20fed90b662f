import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card.tsx';
import { SignupForm } from '../../features/account/components/signup-form.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { NEXT_PARAM, safeNext } from '../../lib/return-path.ts';
import { FIRST_SIGNUP_STEP, LAST_SIGNUP_STEP, SignupSteps } from './signup-steps.tsx';

/** /signup: the form, then (with ?step=) the steps that fill the new member's profile. */
export function Component() {
  const [params] = useSearchParams();
  const step = params.has('step') ? Number(params.get('step')) : NaN;
  const { data: user } = useSuspenseQuery(userQuery);
  if (user && step >= FIRST_SIGNUP_STEP && step <= LAST_SIGNUP_STEP) return <SignupSteps step={step} user={user} />;
  return (
    <PageCard>
      <SignupForm returnTo={safeNext(params.get(NEXT_PARAM))} />
    </PageCard>
  );
}
