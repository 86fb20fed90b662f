import { Brand } from '../../components/brand.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';
import { Disclaimer } from '../../components/disclaimer.tsx';
import { EntryWarningModal } from '../../components/entry-warning-modal.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { useCompanyInfo } from '../../features/site/api/company-info.ts';
import { useFictionalPlural } from '../../features/site/hooks/use-fictional-plural.ts';
import { SignupModal } from './signup-modal.tsx';
import { useLayoutState } from './use-layout-state.ts';

/** Landing pages: a logo bar instead of the navigation, then content, footer and disclaimer; signup in place. */
export function LanderLayout() {
  const { settings, loggedIn, entryWarning, marker, user, routeName } = useLayoutState();
  const { data: company } = useCompanyInfo();
  const fictionalPlural = useFictionalPlural();
  return (
    <div className="layout layout-lander" data-layout="lander" data-auth={marker}>
      <header className="logo-bar bg-primary">
        <div className="container">
          <Brand siteName={settings.name} className="text-white" />
        </div>
      </header>
      <main id="content" className="layout-content">
        <ScreenOutlet user={user} routeName={routeName} />
      </main>
      <SiteFooter companyName={company?.name ?? settings.name} compact={false} />
      <Disclaimer siteName={settings.name} fictionalPlural={fictionalPlural} />
      <EntryWarningModal siteName={settings.name} open={entryWarning.open} onConfirm={entryWarning.confirm} />
      {!entryWarning.open && <SignupModal loggedIn={loggedIn} />}
    </div>
  );
}
