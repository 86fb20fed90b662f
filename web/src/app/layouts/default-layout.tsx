import { Navigate, Outlet } from 'react-router';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { useCompanyInfo } from '../../features/site/api/company-info.ts';
import { LikeModal } from '../../features/likes/components/like-modal.tsx';
import { MatchModal } from '../../features/likes/components/match-modal.tsx';
import { useFictionalPlural } from '../../features/site/hooks/use-fictional-plural.ts';
import { TimeBonusModal } from '../../features/time-bonus/time-bonus-modal.tsx';
import { useTimeBonus } from '../../features/time-bonus/use-time-bonus.ts';
import { inMembersArea } from '../members-area.ts';
import { FlashMessage } from './flash-message.tsx';
import { useOpeningRedirect } from './use-opening-redirect.ts';
import { SiteTopBar } from './site-top-bar.tsx';
import { SignupModal } from './signup-modal.tsx';
import { useLayoutState } from './use-layout-state.ts';
import { WarningsHeader } from './warnings-header.tsx';

/** Screens with a way back in the installed app (SPEC §2). */
const BACK_ROUTES = ['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'];

export function DefaultLayout() {
  const { settings, user, loggedIn, routeName, installedApp, entryWarning, marker } = useLayoutState();
  const { data: company } = useCompanyInfo();
  const fictionalPlural = useFictionalPlural();
  const timeBonus = useTimeBonus();
  const membersArea = inMembersArea(routeName);
  const showBack = installedApp && window.history.length > 1 && BACK_ROUTES.includes(routeName ?? '');
  const redirect = useOpeningRedirect(routeName, user);
  return (
    <div className="layout layout-default" data-layout="default" data-auth={marker}>
      <SiteTopBar siteName={settings.name} showBack={showBack} user={user} />
      <WarningsHeader
        user={user}
        routeName={routeName}
        timeBonus={membersArea ? timeBonus : null}
        pushPublicKey={settings.push_public_key}
      />
      <main id="content" className="layout-content">
        <FlashMessage />
        {redirect ? <Navigate to={redirect.to} state={{ flash: redirect.flash }} replace /> : <Outlet />}
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
          {user && <TimeBonusModal user={user} bonus={timeBonus} inMembersArea={membersArea} />}
          <LikeModal
            loggedIn={loggedIn}
            cdnPrefix={settings.cdn_prefix}
            fictionalWarning={settings.fictional_icon ? settings.fictional_warning : undefined}
          />
          {user && (
            <MatchModal
              cdnPrefix={settings.cdn_prefix}
              ownPhoto={user.profile.main_image?.filename ?? null}
              ownName={user.profile.name}
              fictionalWarning={settings.fictional_icon ? settings.fictional_warning : undefined}
            />
          )}
        </>
      )}
    </div>
  );
}
