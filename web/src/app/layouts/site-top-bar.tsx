import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { Language } from '../../../../shared/languages.ts';
import { LanguageDropdown } from '../../components/language-dropdown.tsx';
import { AccountMenu, MemberLinks } from '../../components/member-nav.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import { useSaveLanguage } from '../../features/account/api/language.ts';
import { useLogout } from '../../features/account/api/logout.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useLiveCounts } from '../live-store.ts';

/** The top bar wired to the member: language saved on the account too, logout back to the home page. */
export function SiteTopBar({ siteName, showBack, user }: { siteName: string; showBack: boolean; user: User | null }) {
  const navigate = useNavigate();
  const saveLanguage = useSaveLanguage();
  const logout = useLogout();
  const counts = useLiveCounts();
  const onLanguage = (language: Language) => {
    void chooseLanguage(language);
    if (user) saveLanguage.mutate(language);
  };
  const member = user && {
    links: (
      <MemberLinks
        member={{
          name: user.profile.name,
          credits: user.credits,
          paidUser: user.paid_user,
          unreadMessages: counts.unreadMessages,
          newLikes: counts.newLikes,
        }}
      />
    ),
    accountMenu: (
      <AccountMenu
        name={user.profile.name}
        unreadNotifications={counts.unreadNotifications}
        onLogout={() =>
          logout.mutate(undefined, { onSettled: () => navigate(paths.index(), { state: { flash: 'logged_out' } }) })
        }
      />
    ),
  };
  return (
    <TopBar
      siteName={siteName}
      showBack={showBack}
      languageMenu={<LanguageDropdown onChange={onLanguage} />}
      member={member || undefined}
    />
  );
}
