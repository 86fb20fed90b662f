import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DismissibleAlert, User } from '../../../shared/contracts/auth.ts';
import { dismissAlert } from '../../../shared/contracts/endpoints/auth.ts';
import { api } from './api-client.ts';
import { appKeys } from './query-keys.ts';

/**
 * Whether the member closed `alert` (stored on the account with its time, so it stays closed on every device), and
 * how to close it: at once here, then on the server, whose answer is read again afterwards.
 */
export function useAlertDismissal(user: User | null, alert: DismissibleAlert) {
  const client = useQueryClient();
  // Who closed it here: another member logging in on this page has not.
  const [closedBy, setClosedBy] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api(dismissAlert, { body: { alert } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.currentUser() }),
  });
  const dismissed = Boolean(user && (closedBy === user.id || user.dismissed_alerts[alert]));
  const dismiss = () => {
    setClosedBy(user?.id ?? null);
    save.mutate();
  };
  return { dismissed, dismiss };
}
