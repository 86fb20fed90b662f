import { useMutation } from '@tanstack/react-query';
import type { SignupStep } from '../../../../../shared/contracts/profile.ts';
import { saveSignupStep } from '../../../../../shared/contracts/endpoints/profile.ts';
import { api } from '../../../lib/api-client.ts';

export function useSaveSignupStep() {
  return useMutation({
    mutationFn: (step: SignupStep) => api(saveSignupStep, { body: step }),
  });
}
