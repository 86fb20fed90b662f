import { Suspense, lazy } from 'react';
import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { TimeBonusBanner } from '../../features/time-bonus/time-bonus-banner.tsx';
import { useTimeBonus } from '../../features/time-bonus/use-time-bonus.ts';
import { inMembersArea } from '../members-area.ts';
import { ScreenOutlet } from './screen-outlet.tsx';
import { useLayoutState } from './use-layout-state.ts';

const MemberModals = lazy(() => import('./member-modals.tsx'));

/**
 * The chat screens fill the window themselves; the entry warning (NL and DE) is added, and, as the chats are in the
 * members area, the welcome-bonus banner above them and the member's modals (the time-bonus popup after 40 s).
 */
export function ChatLayout() {
  const { settings, entryWarning, marker, user, routeName } = useLayoutState();
  const timeBonus = useTimeBonus();
  const membersArea = inMembersArea(routeName);
  return (
    <div className="layout layout-chat" data-layout="chat" data-auth={marker}>
      {membersArea && timeBonus && <TimeBonusBanner bonus={timeBonus} />}
      <ScreenOutlet user={user} routeName={routeName} redirects />
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
      {!entryWarning.open && user && (
        <Suspense fallback={null}>
          <MemberModals user={user} settings={settings} timeBonus={timeBonus} inMembersArea={membersArea} />
        </Suspense>
      )}
    </div>
  );
}
