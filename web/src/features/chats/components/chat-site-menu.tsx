import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenu } from '../../../components/dropdown-menu.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The chat screens fill the window without the site's top bar: this menu is their way to the rest of the site (home,
 * search, likes, own profile, settings). Beside the list it says "Menu"; in a conversation's top bar on a phone, where
 * the list is a screen away, it is an icon named "Hoofdnavigatie".
 */
export function ChatSiteMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main_navigation')}>
      <DropdownMenu
        toggle={compact ? <span aria-hidden="true">☰</span> : t('nav.menu')}
        toggleLabel={compact ? t('nav.main_navigation') : undefined}
        toggleTestId="chat-site-menu"
        toggleVariant={compact ? 'btn-outline-secondary' : 'btn-outline-light'}
      >
        <Link className="dropdown-item" to={paths.index()}>
          {t('nav.home')}
        </Link>
        <Link className="dropdown-item" to={paths.members()}>
          {t('nav.search_members')}
        </Link>
        <Link className="dropdown-item" to={paths.likes()}>
          {t('nav.likes')}
        </Link>
        <Link className="dropdown-item" to={paths.profile()}>
          {t('nav.my_profile')}
        </Link>
        <Link className="dropdown-item" to={paths.settings()}>
          {t('nav.settings')}
        </Link>
      </DropdownMenu>
    </nav>
  );
}
