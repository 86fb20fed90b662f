import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Outlet } from 'react-router';
import { staffLogOut } from '../../../../shared/contracts/endpoints/console-staff.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { api } from '../../lib/api-client.ts';
import { CONSOLE_AREAS } from '../areas.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useMay, useSetStaff, useStaff } from './use-staff.ts';

/** The console around its areas: the menu of what the role may open, who is logged in, language and logout. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const may = useMay();
  const setStaff = useSetStaff();
  const logOut = useMutation({ mutationFn: () => api(staffLogOut), onSettled: () => setStaff(null) });
  if (staff.isPending) return <PageLoading />;
  if (!staff.data) return <Navigate to="/admin/login" replace />;
  const menu = CONSOLE_AREAS.filter((area) => area.nav && may(area.can));
  return (
    <div className="console d-lg-flex min-vh-100">
      <nav className="console-nav bg-dark text-white p-3" aria-label={t('console.shell.menu')}>
        <div className="d-flex d-lg-block justify-content-between align-items-center gap-3">
          <p className="h5 mb-lg-4 mb-0">{t('console.shell.title')}</p>
          <ul className="nav nav-pills flex-lg-column gap-1">
            {menu.map((area) => (
              <li className="nav-item" key={area.path}>
                <NavLink className="nav-link text-white" to={`/admin/${area.path}`}>
                  {t(`console.shell.nav.${area.nav}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="flex-grow-1 min-w-0">
        <header className="d-flex flex-wrap justify-content-end align-items-center gap-3 border-bottom px-4 py-2">
          <span className="text-body-secondary small">
            {staff.data.staff.email} · {t(`console.shell.roles.${staff.data.staff.role}`)}
          </span>
          <LanguageSwitch />
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => logOut.mutate()}>
            {t('console.shell.log_out')}
          </button>
        </header>
        <main className="p-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** /admin itself: the first area the role may open. */
export function ConsoleIndex() {
  const may = useMay();
  const first = CONSOLE_AREAS.find((area) => area.nav && may(area.can));
  return first ? <Navigate to={`/admin/${first.path}`} replace /> : null;
}
