import { Suspense, lazy } from 'react';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { Language } from '../../../../shared/languages.ts';
import { LanguageDropdown } from '../../components/language-dropdown.tsx';
import { LoginButton, TopBar } from '../../components/top-bar.tsx';
import { useSaveLanguage } from '../../features/account/api/language.ts';
import { chooseLanguage } from '../../lib/i18n.ts';

export const loadMemberTopBar = () => import('./member-top-bar.tsx');
const MemberTopBar = lazy(loadMemberTopBar);

interface SiteTopBarProps {
  siteName: string;
  showBack: boolean;
  /** The member, null for a visitor, undefined while loading (then neither the login button nor the member's part). */
  user: User | null | undefined;
}

/** The top bar wired to the member: language saved on the account too. */
export function SiteTopBar({ siteName, showBack, user }: SiteTopBarProps) {
  const saveLanguage = useSaveLanguage();
  const onLanguage = (language: Language) => {
    void chooseLanguage(language);
    if (user) saveLanguage.mutate(language);
  };
  const languageMenu = <LanguageDropdown onChange={onLanguage} />;
  return (
    <TopBar siteName={siteName} showBack={showBack}>
      {user ? (
        <Suspense fallback={languageMenu}>
          <MemberTopBar user={user} languageMenu={languageMenu} />
        </Suspense>
      ) : (
        <>
          {languageMenu}
          {user === null && <LoginButton />}
        </>
      )}
    </TopBar>
  );
}
