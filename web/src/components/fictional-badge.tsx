import { useTranslation } from 'react-i18next';

/** The badge every fictional profile carries wherever it is shown; `warning` (the site's text) explains it. */
export function FictionalBadge({ warning, className = '' }: { warning: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge text-bg-warning ${className}`} title={warning}>
      {t('members.fictional')}
    </span>
  );
}
