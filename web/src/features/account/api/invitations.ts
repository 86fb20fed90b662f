import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/invitations.php: invites a friend by mail. */
export function useInviteFriend() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('/api/invitations.php', { method: 'POST', body: { email } }),
  });
}
