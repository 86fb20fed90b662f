import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth.ts';
import { userQuery } from '../../lib/current-user.ts';
import { creditsKeys } from './api/keys.ts';

/**
 * credits.changed (a purchase or a reversal, shared/realtime.ts): the new balance at once in every place that shows
 * it, then the member (premium may have come or gone) and their payments read again.
 */
export function onCreditsChanged(client: QueryClient, credits: number): void {
  client.setQueryData<User | null>(userQuery.queryKey, (user) => (user ? { ...user, credits } : user));
  void client.invalidateQueries({ queryKey: userQuery.queryKey });
  void client.invalidateQueries({ queryKey: creditsKeys.all() });
}
