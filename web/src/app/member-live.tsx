import { LiveSocket } from './live-socket.ts';
import { LiveUpdates } from './live-store.ts';

/** What keeps a member's screens current (polling, the live socket, the app badge): a chunk a visitor never loads. */
export default function MemberLive() {
  return (
    <>
      <LiveUpdates />
      <LiveSocket />
    </>
  );
}
