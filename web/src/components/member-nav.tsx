import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import { CountBadge } from './count-badge.tsx';
import { CreditBadge } from './credit-badge.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';

export interface MemberNavData {
  name: string;
  credits: number;
  paidUser: boolean;
  unreadMessages: number;
  newLikes: number;
}

/** The logged-in links of the top bar (SPEC §2): search members, messages, likes, credits or Get Premium. */
export function MemberLinks({ member }: { member: MemberNavData }) {
  const { t } = useTranslation();
  return (
    <ul className="member-nav nav" data-testid="member-nav">
      <li className="nav-item">
        <NavLink to={paths.members()} className="nav-link">
          {t('nav.search_members')}
        </NavLink>
      </li>
      <li className="nav-item">
        <NavLink to={paths.chats()} className="nav-link">
          {t('nav.messages')} <CountBadge count={member.unreadMessages} label={t('nav.messages')} />
        </NavLink>
      </li>
      <li className="nav-item">
        <NavLink to={paths.likes()} className="nav-link">
          {t('nav.likes')} <CountBadge count={member.newLikes} label={t('nav.likes')} variant="likes" />
        </NavLink>
      </li>
      <li className="nav-item">
        {member.paidUser ? (
          <NavLink to={paths.credits()} className="nav-link" data-testid="credits-link">
            {t('nav.credits')} <CreditBadge credits={member.credits} />
          </NavLink>
        ) : (
          <Link to={paths.premium()} className="btn btn-secondary btn-sm fw-semibold" data-testid="get-premium">
            {t('nav.get_premium')}
          </Link>
        )}
      </li>
    </ul>
  );
}

/** The account dropdown: my profile, notifications (with the unread count), settings, logout. */
export function AccountMenu({
  name,
  unreadNotifications = 0,
  onLogout,
}: {
  name: string;
  unreadNotifications?: number;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      toggle={
        <>
          {name} <CountBadge count={unreadNotifications} label={t('nav.notifications')} />
        </>
      }
      toggleTestId="account-toggle"
    >
      <Link className="dropdown-item" to={paths.profile()}>
        {t('nav.my_profile')}
      </Link>
      <Link className="dropdown-item" to={paths.notifications()} data-testid="notifications-link">
        {t('nav.notifications')} <CountBadge count={unreadNotifications} label={t('nav.notifications')} />
      </Link>
      <Link className="dropdown-item" to={paths.settings()}>
        {t('nav.settings')}
      </Link>
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={onLogout} data-testid="logout">
        {t('nav.logout')}
      </button>
    </DropdownMenu>
  );
}
