import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';
import { SignupModal } from './signup-modal.tsx';
import { useLayoutState } from './use-layout-state.ts';

/** A bare page (signup funnels): the page and the entry warning. */
export function EmptyLayout() {
  const { settings, loggedIn, entryWarning, marker, user, routeName } = useLayoutState();
  return (
    <div className="layout layout-empty" data-layout="empty" data-auth={marker}>
      <main id="content" className="layout-content">
        <ScreenOutlet user={user} routeName={routeName} />
      </main>
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
      {!entryWarning.open && <SignupModal loggedIn={loggedIn} />}
    </div>
  );
}
