import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { loginThenBackTo, returnPathOf } from '../lib/return-path.ts';
import { Brand } from './brand.tsx';

interface TopBarProps {
  siteName: string;
  /** Installed app with history on a screen that has a way back (SPEC §2). */
  showBack: boolean;
  /** What stands right of the brand: the member's links and menus, or the language menu and the login button. */
  children: ReactNode;
}

export function TopBar({ siteName, showBack, children }: TopBarProps) {
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
        {children}
      </div>
    </nav>
  );
}

/** A visitor's way in, in the top bar: logged in, back to the page it was pressed on. */
export function LoginButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const back = returnPathOf(pathname, search);
  return (
    <Link
      to={back ? loginThenBackTo(back) : paths.login()}
      className="btn btn-light btn-sm fw-semibold"
      data-testid="login-button"
    >
      {t('nav.login')}
    </Link>
  );
}
