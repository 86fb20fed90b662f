import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A console path that is no area, or an area whose code failed to load. */
export function ConsoleError() {
  const { t } = useTranslation();
  return (
    <div className="p-4">
      <h1 className="h4">{t('console.shell.not_found')}</h1>
      <Link to="/admin">{t('console.shell.home')}</Link>
    </div>
  );
}
