import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetReturnPath, keptReturnPath } from '../lib/return-path.ts';

/** At the end of signup, the way back to the page the new member was headed for, once (lib/return-path.ts). */
export function ReturnLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const [path] = useState(() => keptReturnPath());
  if (!path) return null;
  return (
    <Link to={path} className={className} onClick={forgetReturnPath} data-testid="return-after-signup">
      {t('signup.continue_where_you_were')}
    </Link>
  );
}
