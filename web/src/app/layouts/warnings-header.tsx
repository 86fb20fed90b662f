import { useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { ActivationReminderView } from '../../features/account/components/activation-reminder-view.tsx';
import { activationReminder } from '../activation-reminder.ts';

/** The member alerts under the top bar (SPEC §4); the activation reminder so far. */
export function WarningsHeader({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const { search } = useLocation();
  const [modalClosed, setModalClosed] = useState(false);
  const reminder = activationReminder({ user, routeName, search, viewportWidth: window.innerWidth });
  if (!reminder || !user || (reminder === 'modal' && modalClosed)) return null;
  return <ActivationReminderView email={user.email} variant={reminder} onClose={() => setModalClosed(true)} />;
}
