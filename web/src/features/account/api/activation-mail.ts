import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useResendActivation() {
  return useMutation({ mutationFn: () => apiRequest('/api/activation-mail.php', { method: 'POST' }) });
}
