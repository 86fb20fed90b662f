import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { AccountMenu, MemberLinks } from '../../components/member-nav.tsx';
import { useLogout } from '../../features/account/api/logout.ts';
import { paths } from '../../lib/paths.ts';
import { useLiveCounts } from '../live-store.ts';

/**
 * The member's part of the top bar: links with their live counts, the language menu, the account menu (logout goes
 * back to the home page). Its own chunk with the live counts, which a visitor never loads.
 */
export default function MemberTopBar({ user, languageMenu }: { user: User; languageMenu: ReactNode }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const counts = useLiveCounts();
  return (
    <>
      <MemberLinks
        member={{
          name: user.profile.name,
          credits: user.credits,
          paidUser: user.paid_user,
          unreadMessages: counts.unreadMessages,
          newLikes: counts.newLikes,
        }}
      />
      {languageMenu}
      <AccountMenu
        name={user.profile.name}
        unreadNotifications={counts.unreadNotifications}
        onLogout={() =>
          logout.mutate(undefined, { onSettled: () => navigate(paths.index(), { state: { flash: 'logged_out' } }) })
        }
      />
    </>
  );
}
