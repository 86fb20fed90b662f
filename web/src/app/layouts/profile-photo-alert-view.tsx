import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { readFlag, writeFlag } from '../../lib/local-flags.ts';
import { paths } from '../../lib/paths.ts';
import { PROFILE_PHOTO_ALERT_FLAG, showProfilePhotoAlert } from '../profile-photo-alert.ts';

/** Asks a member without a main photo to add one; closing it is remembered (with its time). */
export function ProfilePhotoAlert({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readFlag(PROFILE_PHOTO_ALERT_FLAG) !== undefined);
  if (!showProfilePhotoAlert(user, routeName, dismissed)) return null;
  const dismiss = () => {
    writeFlag(PROFILE_PHOTO_ALERT_FLAG);
    setDismissed(true);
  };
  return (
    <div
      className="alert alert-info mb-0 rounded-0 border-0 border-bottom"
      role="status"
      data-testid="profile-photo-alert"
    >
      <div className="container small d-flex align-items-center gap-2">
        <span className="flex-grow-1">
          {t('profile_photo_alert.text')} <Link to={paths.profile()}>{t('profile_photo_alert.link')}</Link>
        </span>
        <button type="button" className="btn-close" aria-label={t('app.close')} onClick={dismiss} />
      </div>
    </div>
  );
}
