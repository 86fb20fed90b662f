import { Suspense, lazy } from 'react';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { useCompanyInfo } from '../../features/site/api/company-info.ts';
import { useFictionalPlural } from '../../features/site/hooks/use-fictional-plural.ts';
import { useTimeBonus } from '../../features/time-bonus/use-time-bonus.ts';
import { showBackButton } from '../back-button.ts';
import { inMembersArea } from '../members-area.ts';
import { FlashMessage } from './flash-message.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';
import { SiteTopBar } from './site-top-bar.tsx';
import { SignupModal } from './signup-modal.tsx';
import { useLayoutState } from './use-layout-state.ts';

/** What only a member sees (alerts, modals): chunks of their own, never part of a visitor's first load. */
const WarningsHeader = lazy(() => import('./warnings-header.tsx'));
const MemberModals = lazy(() => import('./member-modals.tsx'));

export function DefaultLayout() {
  const { settings, user, loggedIn, routeName, installedApp, entryWarning, marker } = useLayoutState();
  const { data: company } = useCompanyInfo();
  const fictionalPlural = useFictionalPlural();
  const timeBonus = useTimeBonus();
  const membersArea = inMembersArea(routeName);
  // The history is read only in the installed app: never while the server draws a visitor's screen.
  const historyLength = installedApp ? window.history.length : 0;
  const showBack = showBackButton({ installedApp, historyLength, routeName });
  return (
    <div className="layout layout-default" data-layout="default" data-auth={marker}>
      <SiteTopBar siteName={settings.name} showBack={showBack} user={user} />
      {user && (
        <Suspense fallback={null}>
          <WarningsHeader
            user={user}
            routeName={routeName}
            timeBonus={membersArea ? timeBonus : null}
            pushPublicKey={settings.push_public_key}
          />
        </Suspense>
      )}
      <main id="content" className="layout-content">
        <FlashMessage />
        <ScreenOutlet user={user} routeName={routeName} redirects />
      </main>
      <SiteFooter
        companyName={company?.name ?? settings.name}
        compact={(loggedIn && routeName !== 'index') || installedApp}
      />
      <Disclaimer siteName={settings.name} fictionalPlural={fictionalPlural} />
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
      {!entryWarning.open && (
        <>
          <SignupModal loggedIn={loggedIn} />
          {user && (
            <Suspense fallback={null}>
              <MemberModals user={user} settings={settings} timeBonus={timeBonus} inMembersArea={membersArea} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
