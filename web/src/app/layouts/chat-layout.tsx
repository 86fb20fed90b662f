import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';
import { useLayoutState } from './use-layout-state.ts';

/** The chat screens fill the window themselves; only the entry warning (NL and DE) is added. */
export function ChatLayout() {
  const { settings, entryWarning, marker, user, routeName } = useLayoutState();
  return (
    <div className="layout layout-chat" data-layout="chat" data-auth={marker}>
      <ScreenOutlet user={user} routeName={routeName} />
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
    </div>
  );
}
