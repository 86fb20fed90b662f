import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import { CountBadge } from './count-badge.tsx';
import { CreditBadge } from './credit-badge.tsx';

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
    <Dropdown align="end">
      <Dropdown.Toggle variant="outline-light" size="sm" data-testid="account-toggle">
        {name} <CountBadge count={unreadNotifications} label={t('nav.notifications')} />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.profile()}>
          {t('nav.my_profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.notifications()} data-testid="notifications-link">
          {t('nav.notifications')} <CountBadge count={unreadNotifications} label={t('nav.notifications')} />
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/settings">
          {t('nav.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onLogout} data-testid="logout">
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
