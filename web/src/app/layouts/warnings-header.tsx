import { useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { ActivationReminderView } from '../../features/account/components/activation-reminder-view.tsx';
import type { RunningTimeBonus } from '../../features/time-bonus/time-bonus.ts';
import { TimeBonusBanner } from '../../features/time-bonus/time-bonus-banner.tsx';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { activationReminder } from '../activation-reminder.ts';
import { ContactHoldAlert } from './contact-hold-alert-view.tsx';
import { MailDisabledAlert } from './mail-disabled-alert-view.tsx';
import { ProfilePhotoAlert } from './profile-photo-alert-view.tsx';
import { PushAlert } from './push-alert-view.tsx';

interface WarningsHeaderProps {
  user: User | null;
  routeName: string | undefined;
  /** The running welcome bonus where its banner belongs (the members area), else null. */
  timeBonus: RunningTimeBonus | null;
  pushPublicKey: string;
}

/**
 * The member alerts under the top bar (SPEC §4), in order of priority: activation reminder, held first contacts
 * (spam waves), photo alert, disabled-notifications alert, welcome-bonus banner, push alert. Each alert shows itself only where its rules say; on a phone only the first that
 * does is shown (styles: `.warnings-header`), so the screen still shows what the member came for; the rest wait.
 */
export default function WarningsHeader({ user, routeName, timeBonus, pushPublicKey }: WarningsHeaderProps) {
  const { search } = useLocation();
  const [modalClosed, setModalClosed] = useState(false);
  const viewportWidth = useBrowserValue(() => window.innerWidth, 0);
  const reminder = activationReminder({ user, routeName, search, viewportWidth });
  const showReminder = reminder && user && !(reminder === 'modal' && modalClosed);
  return (
    <div className="warnings-header" data-testid="warnings-header">
      {showReminder && (
        <ActivationReminderView email={user.email} variant={reminder} onClose={() => setModalClosed(true)} />
      )}
      <ContactHoldAlert user={user} />
      <ProfilePhotoAlert user={user} routeName={routeName} />
      <MailDisabledAlert user={user} routeName={routeName} />
      {timeBonus && <TimeBonusBanner bonus={timeBonus} />}
      <PushAlert user={user} routeName={routeName} publicKey={pushPublicKey} />
    </div>
  );
}
