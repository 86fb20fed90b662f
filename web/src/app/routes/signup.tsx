import { PageCard } from '../../components/page-card.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { userQuery } from '../../features/account/api/user.ts';
import { SignupForm } from '../../features/account/components/signup-form.tsx';
import { SIGNUP_STEPS, SignupSteps } from './signup-steps.tsx';

/** /signup: the form, then (with ?step=) the steps that fill the new member's profile. */
export function Component() {
  const [params] = useSearchParams();
  const step = Number(params.get('step'));
  const { data: user } = useSuspenseQuery(userQuery);
  if (user && step >= 1 && step <= SIGNUP_STEPS) return <SignupSteps step={step} user={user} />;
  return (
    <PageCard>
      <SignupForm />
    </PageCard>
  );
}
