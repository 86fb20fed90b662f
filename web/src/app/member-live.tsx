import { StaffWarningModal } from '../features/warnings/components/staff-warning-modal.tsx';
import { LiveSocket } from './live-socket.ts';
import { LiveUpdates } from './live-store.ts';

/**
 * What keeps a member's screens current (polling, the live socket, the app badge), and a warning from the moderators
 * until they acknowledge it: a chunk a visitor never loads.
 */
export default function MemberLive() {
  return (
    <>
      <LiveUpdates />
      <LiveSocket />
      <StaffWarningModal />
    </>
  );
}
