import { Outlet } from 'react-router';
import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { useLayoutState } from './use-layout-state.ts';

/** The chat screens fill the window themselves; only the entry warning (NL and DE) is added. */
export function ChatLayout() {
  const { settings, entryWarning, marker } = useLayoutState();
  return (
    <div className="layout layout-chat" data-layout="chat" data-auth={marker}>
      <Outlet />
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
    </div>
  );
}
