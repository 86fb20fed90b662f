import { useMutation } from '@tanstack/react-query';
import { inviteFriend } from '../../../../../shared/contracts/endpoints/invitations.ts';
import { api } from '../../../lib/api-client.ts';

/** Invites a friend by mail. */
export function useInviteFriend() {
  return useMutation({ mutationFn: (email: string) => api(inviteFriend, { body: { email } }) });
}
