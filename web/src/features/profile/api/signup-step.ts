import { useMutation } from '@tanstack/react-query';
import type { SignupStep } from '../../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSaveSignupStep() {
  return useMutation({
    mutationFn: (step: SignupStep) => apiRequest('/api/signup-profile.php', { method: 'PUT', body: step }),
  });
}
