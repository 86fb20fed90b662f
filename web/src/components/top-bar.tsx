import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { Brand } from './brand.tsx';

interface TopBarProps {
  siteName: string;
  /** Installed app with history on a screen that has a way back (SPEC §2). */
  showBack: boolean;
  languageMenu: ReactNode;
  /** The logged-in links and account menu; without them the bar shows the login button. */
  member?: { links: ReactNode; accountMenu: ReactNode };
}

export function TopBar({ siteName, showBack, languageMenu, member }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="navbar navbar-dark bg-primary top-bar" aria-label={t('nav.main_navigation')}>
      <div className="container gap-2 flex-wrap">
        {showBack && (
          <button type="button" className="btn btn-link text-white px-1" onClick={() => navigate(-1)}>
            ‹ {t('nav.back')}
          </button>
        )}
        <Brand siteName={siteName} className="me-auto" />
        {member?.links}
        {languageMenu}
        {member?.accountMenu}
        {!member && (
          <Link to={paths.login()} className="btn btn-light btn-sm fw-semibold" data-testid="login-button">
            {t('nav.login')}
          </Link>
        )}
      </div>
    </nav>
  );
}
